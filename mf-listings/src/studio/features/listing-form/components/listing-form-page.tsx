import type { UseQueryResult } from '@domus/shared/query';
import { useSessionUser } from '@domus/shared/store';
import { useDocumentTitle } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import styles from '../../../../components/form/form.module.css';
import { NotFoundMessage, type NotFoundMessageProps } from '../../../../components/not-found-message';
import { PageStates } from '../../../../components/page-states';

/** A posting page: its title names the tab and heads the page. */
export function ListingFormPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

export interface EditListingPageProps<Listing> {
  title: string;
  /** The listing to edit; null when there is none to give. */
  query: UseQueryResult<Listing | null>;
  errorTitle: string;
  /** The member who owns it, when the reply says. */
  ownerOf: (listing: Listing) => number | undefined;
  notYours: NotFoundMessageProps;
  children: (listing: Listing) => ReactNode;
}

/** An edit page: the form once the listing is loaded and the signed-in member's, else why not. */
export function EditListingPage<Listing>({
  title,
  query,
  errorTitle,
  ownerOf,
  notYours,
  children,
}: EditListingPageProps<Listing>) {
  const user = useSessionUser();
  // Someone else's listing reads as "not yours", like one that does not exist.
  const yours = (listing: Listing | null) => {
    const owner = listing ? ownerOf(listing) : undefined;
    return !listing || (user && owner !== undefined && owner !== user.id) ? null : listing;
  };
  return (
    <ListingFormPage title={title}>
      <PageStates query={query} found={yours} failedTitle={errorTitle} notFound={<NotFoundMessage {...notYours} />}>
        {children}
      </PageStates>
    </ListingFormPage>
  );
}
