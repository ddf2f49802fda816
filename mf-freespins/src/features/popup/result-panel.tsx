import { useEffect, useState } from 'react';
import { Link, useTranslation, type FreeSpinsData, type RedeemResult } from '@parlor/shared';
import { sitePath } from '../../domain/parse-answers';
import { verifySpin } from '../../domain/verify-spin';

interface ResultPanelProps {
  result: RedeemResult;
  /** the data the spin started from (slices and the commitment) */
  data: FreeSpinsData;
  onClose: () => void;
}

/** The prize: game, image, free spins, the server's message, a shortcut to play, the proof. */
export function ResultPanel({ result, data, onClose }: ResultPanelProps) {
  const { t } = useTranslation('freespins');
  const [verified, setVerified] = useState<boolean | null>(null);
  const provable = Boolean(data.commitment && result.seed && result.slice !== undefined);

  useEffect(() => {
    if (!provable) return;
    let live = true;
    void verifySpin({
      commitment: data.commitment!,
      message: data.commitment_message ?? '',
      seed: result.seed!,
      slices: data.slices,
      slice: result.slice!,
    }).then((ok) => live && setVerified(ok));
    return () => {
      live = false;
    };
  }, [provable, data, result]);

  const shortcut = sitePath(result.shortcut);
  return (
    <div className="fs-panel">
      <h2>{t('congrats_heading')}</h2>
      <p className="fs-success" role="status">
        {t('result.won', { count: result.freespins, game: result.gamename })}
      </p>
      {result.gameimage && (
        <img
          className="fs-game-image"
          src={result.gameimage}
          alt={t('result.image_alt', { game: result.gamename })}
          width={240}
          height={180}
        />
      )}
      {result.responseMessage && <p>{result.responseMessage}</p>}
      {shortcut && (
        <Link className="fs-button" to={shortcut} onClick={onClose}>
          {t('result.play', { game: result.gamename })}
        </Link>
      )}
      {provable && verified !== null && (
        <div className="fs-muted">
          <p className={verified ? 'fs-success' : 'fs-error'}>
            {verified ? `✓ ${t('result.verified')}` : t('result.not_verified')}
          </p>
          {verified && <p>{t('result.verified_help')}</p>}
          <p>{t('result.seed', { seed: result.seed })}</p>
        </div>
      )}
    </div>
  );
}
