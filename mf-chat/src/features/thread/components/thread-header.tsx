import { Link } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { propertyPagePath } from '@domus/shared/contract/page-paths';

import { Avatar } from '../../../components/avatar';
import styles from '../../../components/chat.module.css';
import { isAdminDesk, type ConversationPeer } from '../../../lib/conversation';

export interface ThreadHeaderProps {
  peer: ConversationPeer;
  name: string;
  headingId: string;
  /** Unblocking lives in the blocked notice that replaces the composer, so the header offers Block only. */
  canBlock: boolean;
  onBlock: () => void;
  /** A conversation with another member that has messages can be reported (not the admin desk). */
  canReport: boolean;
  onReport: () => void;
  onBack: () => void;
}

/** Who the thread is with, the property it is about (a link to it), Report, Block, and Back on narrow screens. */
export function ThreadHeader({
  peer,
  name,
  headingId,
  canBlock,
  onBlock,
  canReport,
  onReport,
  onBack,
}: ThreadHeaderProps) {
  const { t } = useTranslation('chat');
  return (
    <header className={styles.threadHeader}>
      <Button variant="ghost" size="small" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('thread.back')}
      </Button>
      <Avatar name={name} src={peer.profile} />
      <div className={styles.threadTitle}>
        <h2 id={headingId} className={styles.paneTitle}>
          {isAdminDesk(peer) ? name : <bdi>{name}</bdi>}
        </h2>
        {peer.property_id && peer.title ? (
          <p className={styles.conversationProperty}>
            {peer.title_image ? <img className={styles.thumbnail} src={peer.title_image} alt="" /> : null}
            {peer.slug_id ? (
              <Link to={propertyPagePath(peer.slug_id)}>
                <bdi>{peer.title}</bdi>
              </Link>
            ) : (
              <bdi>{peer.title}</bdi>
            )}
          </p>
        ) : null}
      </div>
      <div className={styles.headerActions}>
        {canReport ? (
          <Button variant="ghost" size="small" onClick={onReport}>
            {t('report.report')}
          </Button>
        ) : null}
        {canBlock ? (
          <Button variant="ghost" size="small" onClick={onBlock}>
            {t('block.block')}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
