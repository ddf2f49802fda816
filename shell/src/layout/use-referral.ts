import { useEffect, useState } from 'react';
import { getApi } from '@parlor/shared';
import { type Referral } from '@parlor/shared/host';

let referral: Promise<Referral | null> | null = null;

/** `raf` of the logged-in player, asked once per login. */
export function useReferral(loggedIn: boolean): Referral | null {
  const [value, setValue] = useState<Referral | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      referral = null;
      return;
    }
    referral ??= getApi()
      .getReferral()
      .catch(() => null);
    let live = true;
    void referral.then((r) => live && setValue(r));
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return loggedIn ? value : null;
}
