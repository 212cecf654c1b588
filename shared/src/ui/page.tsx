import type { ReactNode } from 'react';

import frame from './page.module.css';
import { useDocumentTitle } from './use-document-title';

export interface PageProps {
  title: string;
  /** The remote's frame: a class composing `page` of page.module.css with the remote's width. */
  className: string;
  children: ReactNode;
}

/** A remote's page: one h1 that is also the tab title, inside the remote's frame. */
export function Page({ title, className, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={className}>
      <h1 className={frame.title}>{title}</h1>
      {children}
    </div>
  );
}
