import { deliver, subscribe } from '../events';

const key = { user_id: 4, property_id: 0 };

describe('realtime listeners', () => {
  it('hands an event to each listener until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribe('chat:typing', first);
    const stopSecond = subscribe('chat:typing', second);
    deliver('chat:typing', { chat: key });
    stopFirst();
    deliver('chat:typing', { chat: key });
    stopSecond();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledWith({ chat: key });
  });

  it('keeps going when one listener throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    const stopBroken = subscribe('chat:deleted', () => {
      throw new Error('broken screen');
    });
    const stopAfter = subscribe('chat:deleted', after);
    deliver('chat:deleted', { chat: key, id: 3 });
    expect(after).toHaveBeenCalledWith({ chat: key, id: 3 });
    expect(error).toHaveBeenCalled();
    stopBroken();
    stopAfter();
    error.mockRestore();
  });

  it('delivers only the event listened to', () => {
    const listener = jest.fn();
    const stop = subscribe('chat:read', listener);
    deliver('chat:typing', { chat: key });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
