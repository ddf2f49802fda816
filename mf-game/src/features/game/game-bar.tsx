import { useCallback, useState, type ReactNode } from 'react';
import { useSessionStore, useTranslation } from '@parlor/shared';
import { FavoriteButton } from './favorite-button';
import { GameMenu } from './game-menu';
import { BackIcon, CloseIcon, FullscreenIcon, MenuIcon } from '../../components/icons';

interface GameBarProps {
  slug: string;
  provider: string;
  gameName: string;
  mode: 'real' | 'demo';
  fullscreen: boolean;
  onToggleFullscreen(): void;
  onBack(): void;
  onClose(): void;
  /** the real/fun money switch, when this casino offers both */
  onSwitchMoney: (() => void) | null;
  menuExtras?: ReactNode;
}

/** Back, practice-mode label, favorite, cashier, fullscreen, menu (real/fun switch), close. */
export function GameBar(props: GameBarProps) {
  const { t } = useTranslation('game');
  const { slug, provider, gameName, mode, fullscreen } = props;
  const player = useSessionStore((s) => s.player);
  const config = useSessionStore((s) => s.config);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const practice = mode === 'demo' || Boolean(config?.fun_money_casino || player?.practicemode);
  const cashier = config?.pages.cashier ?? '/pages/cashier';

  return (
    <div className="game-bar" role="group" aria-label={t('bar.label')}>
      <button type="button" className="game-bar-button" onClick={props.onBack}>
        <BackIcon />
        <span>{t('bar.back')}</span>
      </button>
      <h1 className="game-bar-title">{gameName}</h1>
      {practice && <span className="game-bar-practice">{t('bar.practice_mode')}</span>}
      <span className="game-bar-spacer" />
      {player && <FavoriteButton shortname={slug} provider={provider} gameName={gameName} />}
      {player && (
        <a className="game-bar-button game-bar-cashier" href={cashier}>
          {t('bar.cashier')}
        </a>
      )}
      <button
        type="button"
        className="game-bar-button"
        aria-pressed={fullscreen}
        aria-label={t(fullscreen ? 'bar.fullscreen_exit' : 'bar.fullscreen_enter')}
        onClick={props.onToggleFullscreen}
      >
        <FullscreenIcon exit={fullscreen} />
      </button>
      <button
        type="button"
        className="game-bar-button"
        aria-expanded={menuOpen}
        aria-controls="game-menu"
        aria-label={t('bar.menu')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <MenuIcon />
      </button>
      <button
        type="button"
        className="game-bar-button"
        aria-label={t('bar.close')}
        onClick={props.onClose}
      >
        <CloseIcon />
      </button>
      <GameMenu id="game-menu" open={menuOpen} onClose={closeMenu}>
        {props.onSwitchMoney && (
          <div className="game-menu-switch">
            <button
              type="button"
              role="switch"
              aria-checked={mode === 'real'}
              className="game-switch"
              onClick={props.onSwitchMoney}
            >
              <span className="game-switch-track" aria-hidden="true">
                <span className="game-switch-thumb" />
              </span>
              <span>{t('bar.money_switch')}</span>
            </button>
            <span className="game-menu-mode">
              {mode === 'real' ? t('bar.real_money') : t('bar.fun_money')}
            </span>
          </div>
        )}
        {props.menuExtras}
      </GameMenu>
    </div>
  );
}
