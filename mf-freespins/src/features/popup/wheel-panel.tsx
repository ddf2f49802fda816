import { useState } from 'react';
import {
  OperatorMarkup,
  useTranslation,
  type FreeSpinsData,
  type RedeemResult,
  useReducedMotion,
} from '@parlor/shared';
import { newClientSeed } from '../../domain/client-seed';
import { imageSource, parseRedeemResult, sitePath } from '../../domain/parse-answers';
import { targetRotation } from '../../domain/weighted-choice';
import { freeSpinsApi, markSpun } from '../../api/freespins-api';
import { Wheel } from './wheel';

interface WheelPanelProps {
  data: FreeSpinsData;
  pid: number;
  /** the prize, and the client seed the spin was drawn with (to verify it) */
  onWon: (result: RedeemResult, clientSeed: string) => void;
}

type Phase = 'idle' | 'spinning' | 'failed' | 'error';

/**
 * The wheel with its terms checkbox. The server draws the prize when the spin is redeemed; the
 * wheel then turns 5 times over 8 s to the server's slice (at once with reduced motion).
 */
export function WheelPanel({ data, pid, onWon }: WheelPanelProps) {
  const { t } = useTranslation('freespins');
  const reduced = useReducedMotion();
  const [terms, setTerms] = useState(true);
  const [termsMissing, setTermsMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [rotation, setRotation] = useState(0);
  const [failure, setFailure] = useState('');
  const [won, setWon] = useState<{ result: RedeemResult; clientSeed: string } | null>(null);

  const spin = async () => {
    if (phase === 'spinning') return;
    if (!terms) {
      setTermsMissing(true);
      return;
    }
    setTermsMissing(false);
    setPhase('spinning');
    // picked now, after the server committed to its seed: the player's share of the draw
    const clientSeed = newClientSeed();
    let result: RedeemResult | null = null;
    try {
      result = parseRedeemResult(
        await freeSpinsApi().redeemDfs({
          DFSvalidation: {
            template: data.coupon_template,
            tier: data.tier ?? 0,
            spins: data.spins_remaining,
            wspins: 0,
            dfs_game: data.game_slug,
            client_seed: clientSeed,
          },
        }),
      );
    } catch (error) {
      console.error('free spins: redeem failed', error);
      setPhase('error');
      return;
    }
    if (!result) {
      setPhase('error');
      return;
    }
    if (!result.success) {
      setFailure(result.responseMessage);
      setPhase('failed');
      return;
    }
    markSpun(pid);
    const index =
      result.slice !== undefined && result.slice < data.slices.length
        ? result.slice
        : Math.max(
            0,
            data.slices.findIndex((s) => s.no_of_spins === result.freespins),
          );
    if (reduced) {
      onWon(result, clientSeed);
      return;
    }
    setWon({ result, clientSeed });
    setRotation(targetRotation(index, data.slices.length));
  };

  const stopped = () => {
    if (won) onWon(won.result, won.clientSeed);
  };

  const max = Math.max(...data.slices.map((s) => s.no_of_spins));
  const prizes = data.slices.map((s) => s.no_of_spins).join(', ');
  const terms_page = sitePath(data.terms_page);
  const image = imageSource(data.game_image);
  const game = data.game_name || data.game_slug;
  return (
    <div className="fs-panel">
      <h2>{t('wheel.heading')}</h2>
      <p>{t('wheel.intro', { max, game })}</p>
      {data.campaign_description && (
        <OperatorMarkup className="fs-operator-copy" html={data.campaign_description} />
      )}
      {image && (
        <img
          className="fs-game-image fs-campaign-image"
          src={image}
          alt={t('result.image_alt', { game })}
          width={160}
          height={120}
        />
      )}
      <Wheel
        slices={data.slices}
        rotation={rotation}
        animate={!reduced}
        label={t('wheel.label', { prizes })}
        onStopped={stopped}
      />
      <div className="fs-terms">
        <label>
          <input
            type="checkbox"
            checked={terms}
            disabled={phase === 'spinning'}
            onChange={(e) => {
              setTerms(e.target.checked);
              if (e.target.checked) setTermsMissing(false);
            }}
          />{' '}
          {t('wheel.terms')}
        </label>
        {terms_page && (
          <a href={terms_page} target="_blank" rel="noopener">
            {t('wheel.terms_link')}
          </a>
        )}
      </div>
      {termsMissing && (
        <p className="fs-error" role="alert">
          {t('wheel.terms_required')}
        </p>
      )}
      {phase === 'failed' && (
        <p className="fs-error" role="alert">
          {t('wheel.redeem_failed')} {failure}
        </p>
      )}
      {phase === 'error' && (
        <p className="fs-error" role="alert">
          {t('load_error')}
        </p>
      )}
      {phase !== 'failed' && (
        <button
          type="button"
          className="fs-button"
          disabled={phase === 'spinning'}
          onClick={() => void spin()}
        >
          {phase === 'spinning'
            ? t('wheel.spinning')
            : phase === 'error'
              ? t('retry')
              : t('wheel.spin')}
        </button>
      )}
      {data.commitment && (
        <p className="fs-muted" title={t('wheel.fingerprint_help')}>
          {t('wheel.fingerprint', { hash: data.commitment.slice(0, 16) })}
        </p>
      )}
    </div>
  );
}
