import { chatAudioTypes, chatLimits } from '@domus/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A finished recording, ready to hear and send. */
export interface VoiceNote {
  file: File;
  /** Object URL for the preview player. */
  url: string;
  seconds: number;
}

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; seconds: number }
  | { phase: 'recorded'; note: VoiceNote };

/** Why recording could not start; each names a text of the `chat` namespace. */
export type RecorderProblem =
  'chatMessages.noMicrophone' | 'chatMessages.microphoneDenied' | 'recorder.unsupported' | 'recorder.failed';

const extensions: Record<(typeof chatAudioTypes)[number], string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
};
/** 64 kbit/s keeps the longest note (chatLimits.audioMaxSeconds) far below chatLimits.audioMaxBytes. */
const AUDIO_BITS_PER_SECOND = 64_000;

/** getUserMedia's failure, as the person can act on it. */
export function microphoneProblem(error: unknown): RecorderProblem {
  // OverconstrainedError is not a DOMException in every browser: read the name of any object.
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'chatMessages.noMicrophone';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'chatMessages.microphoneDenied';
  return 'recorder.failed';
}

/** The first audio type the API accepts that this browser records. */
function recordingType(): (typeof chatAudioTypes)[number] | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return chatAudioTypes[0];
  return chatAudioTypes.find((type) => MediaRecorder.isTypeSupported(type));
}

interface Take {
  recorder: MediaRecorder;
  stream: MediaStream;
  timer: ReturnType<typeof setInterval>;
  startedAt: number;
  /** False when cancelled: the recording is thrown away when it stops. */
  keep: boolean;
}

/**
 * A voice note with MediaRecorder: start (asks for the microphone), stop (keeps it for a
 * preview), cancel (throws it away), a running clock, and a stop at chatLimits.audioMaxSeconds.
 */
export function useVoiceRecorder(onProblem: (problem: RecorderProblem) => void) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const take = useRef<Take | null>(null);
  const previewUrl = useRef<string | null>(null);
  const mounted = useRef(true);

  const endTake = useCallback((keep: boolean) => {
    const current = take.current;
    if (!current) return;
    take.current = null;
    current.keep = keep;
    clearInterval(current.timer);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    for (const track of current.stream.getTracks()) track.stop();
  }, []);

  const dropPreview = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      endTake(false);
      dropPreview();
    };
  }, [endTake, dropPreview]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return onProblem('chatMessages.noMicrophone');
    if (typeof MediaRecorder === 'undefined') return onProblem('recorder.unsupported');
    const type = recordingType();
    if (!type) return onProblem('recorder.unsupported');
    setState({ phase: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (mounted.current) setState({ phase: 'idle' });
      return onProblem(microphoneProblem(error));
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const recorder = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const current: Take = {
      recorder,
      stream,
      startedAt,
      keep: true,
      timer: setInterval(() => {
        const seconds = Math.floor((Date.now() - startedAt) / 1000);
        if (seconds >= chatLimits.audioMaxSeconds) endTake(true);
        else setState({ phase: 'recording', seconds });
      }, 250),
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (!mounted.current) return;
      if (!current.keep || chunks.length === 0) return setState({ phase: 'idle' });
      const seconds = Math.min(chatLimits.audioMaxSeconds, Math.round((Date.now() - current.startedAt) / 1000));
      const file = new File(chunks, `voice-note.${extensions[type]}`, { type });
      dropPreview();
      previewUrl.current = URL.createObjectURL(file);
      setState({ phase: 'recorded', note: { file, url: previewUrl.current, seconds } });
    };
    take.current = current;
    recorder.start();
    setState({ phase: 'recording', seconds: 0 });
  }, [endTake, dropPreview, onProblem]);

  const stop = useCallback(() => endTake(true), [endTake]);

  /** Throws away the recording, running or finished. */
  const discard = useCallback(() => {
    endTake(false);
    dropPreview();
    setState({ phase: 'idle' });
  }, [endTake, dropPreview]);

  return { state, start, stop, discard };
}
