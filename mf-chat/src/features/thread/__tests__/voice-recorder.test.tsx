import { chatLimits, chatMessages } from '@domus/shared/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import ChatRoutes from '../../../routes';
import { aConversation, aMessage, aUser, chatPage, chatsReply } from '../../../testing/fixtures';
import { formBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';

/** A MediaRecorder that records "voice" the moment it stops. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  static created: FakeMediaRecorder[] = [];
  state: RecordingState = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeMediaRecorder.created.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const track = { stop: jest.fn() };
const microphone = { getTracks: () => [track] } as unknown as MediaStream;
const getUserMedia = jest.fn();

function withMediaDevices(mediaDevices: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
}

beforeEach(() => {
  FakeMediaRecorder.created = [];
  track.stop.mockClear();
  getUserMedia.mockReset();
  withMediaDevices({ getUserMedia });
  Object.defineProperty(globalThis, 'MediaRecorder', { value: FakeMediaRecorder, configurable: true, writable: true });
  URL.createObjectURL = jest.fn(() => 'blob:voice-note');
  URL.revokeObjectURL = jest.fn();
});

function openThread() {
  const fetchMock = mockApi({
    get_chats: chatsReply([aConversation()]),
    get_messages: chatPage([aMessage()]),
    'mark-chat-read': ok({ read: 0 }),
    send_message: ok(
      aMessage({
        id: 200,
        sender_id: 7,
        receiver_id: 9,
        message: '',
        audio: 'https://example.test/n.webm',
        chat_message_type: 'audio',
      }),
    ),
  });
  renderPage(<ChatRoutes />, { url: '/user/chat?user=9&property=1', user: aUser() });
  return fetchMock;
}

describe('the voice note recorder', () => {
  it.each([
    ['NotAllowedError', chatMessages.microphoneDenied],
    ['SecurityError', chatMessages.microphoneDenied],
    ['NotFoundError', chatMessages.noMicrophone],
    ['OverconstrainedError', chatMessages.noMicrophone],
  ])('explains a %s from getUserMedia', async (name, text) => {
    getUserMedia.mockRejectedValue(new DOMException('refused', name));
    openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Record voice note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('button', { name: 'Record voice note' })).toHaveProperty('disabled', false);
  });

  it(`says "${chatMessages.noMicrophone}" when the browser has no media devices`, async () => {
    withMediaDevices(undefined);
    openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Record voice note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.noMicrophone);
  });

  it('records, stops, plays back and sends the recording as `audio`', async () => {
    getUserMedia.mockResolvedValue(microphone);
    const fetchMock = openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Record voice note' }));
    await screen.findByRole('timer');
    expect(screen.getByRole('timer').textContent).toBe('Recording 0:00');
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText('Voice note preview').getAttribute('src')).toBe('blob:voice-note');
    fireEvent.click(screen.getByRole('button', { name: 'Send voice note' }));
    await waitFor(() => screen.getByRole('button', { name: 'Record voice note' }));

    const sent = formBody(requestsTo(fetchMock, 'send_message', 'POST')[0]);
    expect(sent.audio).toBeInstanceOf(File);
    expect((sent.audio as File).type).toBe('audio/webm');
    expect((sent.audio as File).name).toBe('voice-note.webm');
    expect({ ...sent, audio: undefined }).toEqual({
      receiver_id: '9',
      property_id: '1',
      message: '',
      audio: undefined,
    });
    expect(FakeMediaRecorder.created[0]!.options.mimeType).toBe('audio/webm');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:voice-note');
  });

  it('throws a recording away with Cancel', async () => {
    getUserMedia.mockResolvedValue(microphone);
    const fetchMock = openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Record voice note' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    screen.getByRole('button', { name: 'Record voice note' });
    expect(screen.queryByLabelText('Voice note preview')).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(requestsTo(fetchMock, 'send_message')).toHaveLength(0);
  });

  it(`stops by itself after ${chatLimits.audioMaxSeconds} seconds`, async () => {
    getUserMedia.mockResolvedValue(microphone);
    openThread();
    const record = await screen.findByRole('button', { name: 'Record voice note' });
    jest.useFakeTimers();
    try {
      await act(async () => fireEvent.click(record));
      act(() => jest.advanceTimersByTime(61_000));
      expect(screen.getByRole('timer').textContent).toBe('Recording 1:01');
      act(() => jest.advanceTimersByTime((chatLimits.audioMaxSeconds - 61) * 1000));
      expect(screen.queryByRole('timer')).toBeNull();
      screen.getByRole('button', { name: 'Send voice note' });
    } finally {
      jest.useRealTimers();
    }
  });
});
