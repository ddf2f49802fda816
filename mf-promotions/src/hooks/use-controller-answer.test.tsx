import { act, renderHook, waitFor } from '@testing-library/react';
import { useControllerAnswer } from './use-controller-answer';

describe('useControllerAnswer', () => {
  it('treats an unusable answer as a failure, and Retry asks again', async () => {
    const load = jest
      .fn<Promise<{ n: number } | null>, []>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ n: 1 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useControllerAnswer('test:unusable', load));
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.error).not.toBeNull());
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one call between the blocks asking the same thing', async () => {
    const load = jest.fn(() => Promise.resolve({ n: 2 }));
    const a = renderHook(() => useControllerAnswer('test:shared', load));
    const b = renderHook(() => useControllerAnswer('test:shared', load));
    await waitFor(() => expect(a.result.current.data).toEqual({ n: 2 }));
    await waitFor(() => expect(b.result.current.data).toEqual({ n: 2 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again on every mount when the answer must be fresh', async () => {
    const load = jest.fn(() => Promise.resolve({ n: 3 }));
    const first = renderHook(() => useControllerAnswer('test:fresh', load, { fresh: true }));
    await waitFor(() => expect(first.result.current.data).toEqual({ n: 3 }));
    first.unmount();
    const second = renderHook(() => useControllerAnswer('test:fresh', load, { fresh: true }));
    await waitFor(() => expect(second.result.current.data).toEqual({ n: 3 }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
