import { act, renderHook, waitFor } from '@testing-library/react';
import { prefetchCall } from '@parlor/shared';
import { clearPrefetchedCalls, installFakeApi } from '@parlor/shared/testing';
import { usePromos } from './use-promos';

const answer = { custom_promos: [], regular_promos: [], category: 'casino' };

beforeEach(() => clearPrefetchedCalls());

describe('usePromos', () => {
  it('shows the answer asked for ahead (a hovered link) from its first render, and asks no more', async () => {
    const getPromos = jest.fn().mockResolvedValue(answer);
    installFakeApi({ getPromos });
    prefetchCall('getPromos', { lang: 'fr', target: 'ucc_promotions' });
    await act(async () => {});
    const { result } = renderHook(() => usePromos('fr', 'ucc_promotions'));
    expect(result.current.data).toEqual(expect.objectContaining({ regular_promos: [] }));
    await act(async () => {});
    expect(getPromos).toHaveBeenCalledTimes(1);
  });

  it('asks the controller itself when nothing was asked for ahead', async () => {
    const getPromos = jest.fn().mockResolvedValue(answer);
    installFakeApi({ getPromos });
    const { result } = renderHook(() => usePromos('es', 'ucc_promotions'));
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data).not.toBeNull());
    expect(getPromos).toHaveBeenCalledWith({
      lang: 'es',
      target: 'ucc_promotions',
      regularOnly: false,
    });
  });
});
