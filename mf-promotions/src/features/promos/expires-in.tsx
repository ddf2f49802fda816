import { useEffect, useState } from 'react';
import { useInitialNow, useTranslation, type PromoScheduleValues } from '@parlor/shared';
import { promoEndsAt, remainingUntil } from '../../domain/expires-in';

/** "Expires in" with a live countdown; nothing when the promo has no countdown. */
export function ExpiresIn({ schedule }: { schedule: PromoScheduleValues | null | undefined }) {
  const { t } = useTranslation('promotions');
  // from the server's moment while its markup is hydrated, ticking on from there
  const [now, setNow] = useState(useInitialNow());
  const end = promoEndsAt(schedule, now);
  useEffect(() => {
    if (end === null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [end === null]); // eslint-disable-line react-hooks/exhaustive-deps
  if (end === null) return null;
  const left = remainingUntil(end, now);
  const text = left.expired
    ? t('card.expired')
    : t(left.days > 0 ? 'card.countdown' : 'card.countdown_short', { ...left });
  return (
    <div className="promo-fact">
      <dt>{t('card.expires_in')}</dt>
      <dd>
        <time dateTime={new Date(end).toISOString()}>{text}</time>
      </dd>
    </div>
  );
}
