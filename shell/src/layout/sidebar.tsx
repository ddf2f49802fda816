import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  getApi,
  NavLink,
  SUPPORTED_LANGS,
  uiStore,
  useSessionStore,
  useTranslation,
  useUiStore,
  type Lang,
  type LangCode,
  type NavItem,
  type Referral,
} from '@parlor/shared';
import { Icon } from './icons';
import { storeTheme } from '../prefs/theme';
import { storeLanguage } from '../prefs/language';
import { logout } from '../player/logout';
import { openLiveChatLazily } from '../livechat/open-live-chat';
import { FRENCH_LINKS_CASINO_ID, showDailyFreeSpins, showLoyalty } from '../player/site-rules';
import { useOpenSearch } from '../search/use-open-search';

const MORE_IDS = new Set(['vipprogram', 'banking', 'contact', 'terms']);

let referral: Promise<Referral | null> | null = null;

/** `raf` of the logged-in player, asked once per login. */
function useReferral(loggedIn: boolean): Referral | null {
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

function Entry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const content = (
    <>
      <Icon name={item.icon} />
      <span className="nav-label">{item.label}</span>
    </>
  );
  return (
    <li>
      {item.internal ? (
        <NavLink to={item.action} end={item.action === '/'} onClick={onNavigate}>
          {content}
        </NavLink>
      ) : (
        <a href={item.action}>{content}</a>
      )}
    </li>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <li className="nav-group">
      <button
        type="button"
        className="nav-group-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="nav-label">{label}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <ul id={id} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

/** The side menu (spec section 2), shared by the desktop sidebar and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const openSearch = useOpenSearch();
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const unread = useSessionStore((s) => s.unreadMessages);
  const language = useUiStore((s) => s.language);
  const theme = useUiStore((s) => s.theme);
  const raf = useReferral(loggedIn);
  if (!config) return null;

  const code = language.toUpperCase() as LangCode;
  const items = config.navigation[code] ?? config.navigation.EN;
  const lobby = items.filter((i) => i.action === '/');
  const games = items.filter((i) => i.internal && i.action !== '/');
  const more = items.filter((i) => !i.internal && MORE_IDS.has(i.id));
  const other = items.filter((i) => !i.internal && !MORE_IDS.has(i.id));
  const pages = config.pages;
  const item = (id: string, label: string, action: string, icon: string, internal = false) => ({
    id,
    label,
    action,
    icon,
    internal,
  });

  return (
    <>
      <ul className="nav-list">
        {lobby.map((i) => (
          <Entry key={i.id} item={i} onNavigate={onNavigate} />
        ))}
        <li>
          <button
            type="button"
            className="nav-button"
            onClick={() => {
              onNavigate?.();
              openSearch();
            }}
          >
            <Icon name="search" />
            <span className="nav-label">{t('nav.search')}</span>
          </button>
        </li>
        {loggedIn && (
          <>
            <Entry
              item={item('favorites', t('nav.favorites'), '/favorites', 'heart', true)}
              onNavigate={onNavigate}
            />
            <Entry
              item={item('suggested', t('nav.suggested'), '/suggested-games', 'spark', true)}
              onNavigate={onNavigate}
            />
          </>
        )}
        <Group label={t('nav.games')}>
          {games.map((i) => (
            <Entry key={i.id} item={i} onNavigate={onNavigate} />
          ))}
        </Group>
        {loggedIn && (
          <Group label={t('nav.account')}>
            <li>
              <a href="/dashboard/messagecenter">
                <Icon name="mail" />
                <span className="nav-label">{t('nav.message_center')}</span>
                {unread ? (
                  <span className="badge" aria-label={t('header.inbox_unread', { count: unread })}>
                    {unread}
                  </span>
                ) : null}
              </a>
            </li>
            {showLoyalty(config, loggedIn) && (
              <Entry item={item('loyalty', t('nav.loyalty'), '/dashboard/loyalty', 'crown')} />
            )}
            {showDailyFreeSpins(config, loggedIn) && (
              <Entry
                item={item(
                  'dfs',
                  t('nav.daily_free_spins'),
                  '/dashboard/loyalty/dailyfreespins',
                  'gift',
                )}
              />
            )}
            <Entry item={item('dashboard', t('nav.dashboard'), '/dashboard/', 'user')} />
            {raf?.page && <Entry item={item('raf', t('nav.referral'), raf.page, 'spark')} />}
          </Group>
        )}
        {config.casino_id === FRENCH_LINKS_CASINO_ID && (
          <>
            <li lang="fr">
              <a href="/dashboard/loyalty/dailyfreespins">
                <Icon name="gift" />
                <span className="nav-label">{t('nav.fr_daily_free_spins')}</span>
              </a>
            </li>
            <li lang="fr">
              <a href="/pages/weekly-cashback">
                <Icon name="wallet" />
                <span className="nav-label">{t('nav.fr_weekly_cashback')}</span>
              </a>
            </li>
          </>
        )}
        {other.map((i) => (
          <Entry key={i.id} item={i} />
        ))}
        <Group label={t('nav.more')}>
          {more.map((i) => (
            <Entry key={i.id} item={i} />
          ))}
          {pages.privacy && (
            <Entry item={item('privacy', t('nav.privacy'), pages.privacy, 'document')} />
          )}
        </Group>
        {loggedIn && config.chat_widget && (
          <li>
            <button type="button" className="nav-button" onClick={openLiveChatLazily}>
              <Icon name="chat" />
              <span className="nav-label">{t('nav.live_support')}</span>
            </button>
          </li>
        )}
      </ul>
      <div className="nav-settings" role="group" aria-label={t('nav.settings')}>
        <div className="theme-switch" role="group" aria-label={t('nav.theme')}>
          {(['dark', 'light'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className="btn"
              aria-pressed={theme === name}
              onClick={() => storeTheme(name)}
            >
              {t(`nav.${name}`)}
            </button>
          ))}
        </div>
        <label className="language-select">
          <span className="nav-label">{t('nav.language')}</span>
          <select value={language} onChange={(e) => void storeLanguage(e.target.value as Lang)}>
            {SUPPORTED_LANGS.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`languages.${lang}`)}
              </option>
            ))}
          </select>
        </label>
        {loggedIn && (
          <button type="button" className="btn nav-logout" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        )}
      </div>
    </>
  );
}

/** Desktop sidebar, collapsible to icons with the toggle. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const collapsed = useUiStore((s) => s.sidebarCollapsed);
  return (
    <nav className={`sidebar${collapsed ? ' sidebar-collapsed' : ''}`} aria-label={t('nav.label')}>
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
        onClick={() => uiStore.getState().toggleSidebar()}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </button>
      <SidebarContent />
    </nav>
  );
}
