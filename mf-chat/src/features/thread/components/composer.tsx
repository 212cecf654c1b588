import { sendTyping } from '@domus/shared/realtime';
import { Button, PaperclipIcon } from '@domus/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import { knownChatMessage } from '../../../lib/chat-message-text';
import type { ConversationKey } from '../../../lib/conversation';
import { useSendMessage, type OutgoingMessage } from '../api/send-message';
import { acceptedFileTypes, attachmentProblem, fileMaxMegabytes, messageProblem } from '../composer-rules';
import { useVoiceRecorder } from '../use-voice-recorder';
import { VoiceRecorder } from './voice-recorder';

/** The server relays typing at most this often (realtime contract). */
const TYPING_EVERY_MS = 2000;

export interface ComposerProps {
  conversation: ConversationKey;
  onSent: () => void;
}

/**
 * Writes into the open thread: text (Enter sends, Shift+Enter is a new line), one image or PDF,
 * or a voice note. Everything the browser can check is checked before sending; the server's
 * refusals (too many messages, a block) show in the same place.
 */
export function Composer({ conversation, onSent }: ComposerProps) {
  const { t } = useTranslation('chat');
  const errorText = useApiErrorText();
  const textId = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const filePicker = useRef<HTMLInputElement>(null);
  const typingSentAt = useRef(0);
  const send = useSendMessage(conversation);
  const recorder = useVoiceRecorder((reason) => setProblem(t(reason)));

  // The thread opens ready to write.
  useEffect(() => textarea.current?.focus(), []);

  const submit = (outgoing: OutgoingMessage, onDone: () => void) => {
    setProblem(null);
    send.mutate(outgoing, {
      onSuccess: () => {
        onDone();
        onSent();
      },
      onError: (error) => setProblem(errorText(error, knownChatMessage(t))),
    });
  };

  const sendWritten = () => {
    if (send.isPending) return;
    const refused = messageProblem(text, file !== null);
    if (refused) return setProblem(t(refused));
    const [sentText, sentFile] = [text, file];
    submit({ text, file }, () => {
      // Only what went out is cleared: a file attached or text typed while it was sending stays.
      setText((current) => (current === sentText ? '' : current));
      setFile((current) => (current === sentFile ? null : current));
      textarea.current?.focus();
    });
  };

  const attach = (chosen: File | undefined) => {
    if (filePicker.current) filePicker.current.value = '';
    if (!chosen) return;
    const refused = attachmentProblem(chosen);
    setProblem(refused ? t(refused, { size: fileMaxMegabytes }) : null);
    setFile(refused ? null : chosen);
  };

  const noteTyping = () => {
    const now = Date.now();
    if (now - typingSentAt.current < TYPING_EVERY_MS) return;
    typingSentAt.current = now;
    sendTyping(conversation);
  };

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        sendWritten();
      }}
    >
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
      {file ? (
        <p className={styles.attachment}>
          <PaperclipIcon size={16} /> <bdi>{file.name}</bdi>
          <button
            type="button"
            className={styles.removeAttachment}
            aria-label={t('composer.removeFile', { name: file.name })}
            onClick={() => setFile(null)}
          >
            ×
          </button>
        </p>
      ) : null}
      <label htmlFor={textId} className={styles.visuallyHidden}>
        {t('composer.message')}
      </label>
      <textarea
        id={textId}
        ref={textarea}
        className={styles.textarea}
        rows={2}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) noteTyping();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          sendWritten();
        }}
      />
      <div className={styles.composerActions}>
        <input
          ref={filePicker}
          type="file"
          accept={acceptedFileTypes}
          className={styles.visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          onChange={(event) => attach(event.target.files?.[0])}
        />
        <Button variant="secondary" size="small" onClick={() => filePicker.current?.click()}>
          <PaperclipIcon size={16} />
          {t('composer.attach')}
        </Button>
        <VoiceRecorder
          state={recorder.state}
          sending={send.isPending}
          onStart={() => {
            setProblem(null);
            void recorder.start();
          }}
          onStop={recorder.stop}
          onDiscard={recorder.discard}
          onSend={() => {
            if (recorder.state.phase === 'recorded') {
              submit({ text: '', audio: recorder.state.note.file }, recorder.discard);
            }
          }}
        />
        <Button type="submit" className={styles.send} disabled={send.isPending}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
