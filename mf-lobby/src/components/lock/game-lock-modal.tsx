import {
  type CasinoConfig,
  type GameLockDetails,
  Modal,
  parlorBus,
  useTranslation,
  useUiStore,
} from '@parlor/shared';
import './game-lock-modal.css';

interface GameLockModalProps {
  details: GameLockDetails;
  gameName: string;
  config: CasinoConfig;
  onClose: () => void;
}

/**
 * Why a game is locked (docs/product-rules.md, "Game visibility"): VIP only, deposit to unlock, or
 * coming on a date.
 */
export default function GameLockModal({ details, gameName, config, onClose }: GameLockModalProps) {
  const { t } = useTranslation('lobby');
  const language = useUiStore((s) => s.language);
  const name = details.display_name || details.game_name || gameName;
  const kind =
    details.lock_by === 'player_class'
      ? 'vip'
      : details.visible_event === 'deposit'
        ? 'deposit'
        : 'signup';
  const title = t(`lock.${kind}_title`);

  return (
    <Modal title={title} onClose={onClose} closeLabel={t('lock.close')} className="game-lock">
      {details.img_landscape && (
        <img
          className="game-lock-image"
          src={details.img_landscape}
          alt=""
          width={400}
          height={300}
        />
      )}
      <h2>{title}</h2>
      {kind === 'vip' && (
        <>
          <p>{t('lock.vip_text', { name })}</p>
          {/* live chat is offered only where the casino has the chat widget */}
          {config.chat_widget && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                parlorBus.emit('livechat:open', {});
                onClose();
              }}
            >
              {t('lock.live_chat')}
            </button>
          )}
        </>
      )}
      {kind === 'deposit' && (
        <>
          <p>{t('lock.deposit_text', { name })}</p>
          <a className="btn btn-primary" href={config.pages.cashier}>
            {t('lock.deposit_now')}
          </a>
        </>
      )}
      {kind === 'signup' && (
        <p>{t('lock.signup_text', { name, date: formatDate(details.target_date, language) })}</p>
      )}
    </Modal>
  );
}

/** A YYYY-MM-DD (or ISO) date in the player's language, read as a calendar date. */
function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
