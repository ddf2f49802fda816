import { useEffect, useState } from 'react';
import {
  Link,
  OperatorMarkup,
  useTranslation,
  type FreeSpinsData,
  type RedeemResult,
} from '@parlor/shared';
import { spinMessage } from '../../domain/client-seed';
import { imageSource, sitePath } from '../../domain/parse-answers';
import { verifySpin } from '../../domain/verify-spin';

interface ResultPanelProps {
  result: RedeemResult;
  /** the data the spin started from (slices and the commitment) */
  data: FreeSpinsData;
  /** the client seed the redeem sent: part of the draw, so part of the check */
  clientSeed: string;
  onClose: () => void;
}

/**
 * The prize: game, image, free spins, the server's message and the operator's success message, a
 * shortcut to play, the proof.
 */
export function ResultPanel({ result, data, clientSeed, onClose }: ResultPanelProps) {
  const { t } = useTranslation('freespins');
  const [verified, setVerified] = useState<boolean | null>(null);
  const provable = Boolean(data.commitment && result.seed && result.slice !== undefined);

  useEffect(() => {
    if (!provable) return;
    let live = true;
    void verifySpin({
      commitment: data.commitment!,
      message: spinMessage(data.commitment_message ?? '', clientSeed),
      seed: result.seed!,
      slices: data.slices,
      slice: result.slice!,
    }).then((ok) => live && setVerified(ok));
    return () => {
      live = false;
    };
  }, [provable, data, result, clientSeed]);

  const shortcut = sitePath(result.shortcut);
  const image = imageSource(result.gameimage) ?? imageSource(data.game_image);
  return (
    <div className="fs-panel">
      <h2>{t('congrats_heading')}</h2>
      <p className="fs-success" role="status">
        {t('result.won', { count: result.freespins, game: result.gamename })}
      </p>
      {image && (
        <img
          className="fs-game-image"
          src={image}
          alt={t('result.image_alt', { game: result.gamename })}
          width={240}
          height={180}
        />
      )}
      {result.responseMessage && <p>{result.responseMessage}</p>}
      {data.successmsg && <OperatorMarkup className="fs-operator-copy" html={data.successmsg} />}
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
          <p>{t('result.client_seed', { seed: clientSeed })}</p>
        </div>
      )}
    </div>
  );
}
