import { Button, MicIcon } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import { formatClock } from '../../../lib/message-time';
import type { RecorderState } from '../use-voice-recorder';

export interface VoiceRecorderProps {
  state: RecorderState;
  sending: boolean;
  onStart: () => void;
  onStop: () => void;
  onDiscard: () => void;
  onSend: () => void;
}

/** Record → Stop (or Cancel) → hear it → Send voice note (or Cancel). */
export function VoiceRecorder({ state, sending, onStart, onStop, onDiscard, onSend }: VoiceRecorderProps) {
  const { t } = useTranslation('chat');
  if (state.phase === 'idle' || state.phase === 'starting') {
    return (
      <Button variant="secondary" size="small" disabled={state.phase === 'starting'} onClick={onStart}>
        <MicIcon size={16} />
        {t('composer.record')}
      </Button>
    );
  }
  if (state.phase === 'recording') {
    return (
      <div className={styles.recorder}>
        <span className={styles.recording} role="timer" aria-live="off">
          {t('composer.recording', { time: formatClock(state.seconds) })}
        </span>
        <Button size="small" onClick={onStop}>
          {t('composer.stop')}
        </Button>
        <Button variant="ghost" size="small" onClick={onDiscard}>
          {t('composer.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.recorder}>
      <audio className={styles.audio} controls src={state.note.url} aria-label={t('composer.preview')} />
      <Button size="small" disabled={sending} onClick={onSend}>
        {t('composer.sendVoice')}
      </Button>
      <Button variant="ghost" size="small" disabled={sending} onClick={onDiscard}>
        {t('composer.cancel')}
      </Button>
    </div>
  );
}
