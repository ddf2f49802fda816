import { useId, useState, type ReactNode } from 'react';
import {
  useBasePath,
  useSessionStore,
  useTranslation,
  useUiStore,
  withBasePath,
} from '@parlor/shared';
import { NavLink, type LangCode, type NavItem } from '@parlor/shared/host';
import { Icon } from './icons';
import { openLiveChatLazily } from '../livechat/open-live-chat';
import { FRENCH_LINKS_CASINO_ID, showDailyFreeSpins, showLoyalty } from '../player/site-rules';
import { useOpenSearch } from '../search/use-open-search';
import { menuItem, menuSections, offeredItems } from './menu-model';
import { NavSettings } from './nav-settings';
import { useReferral } from './use-referral';

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

/** The side menu (docs/product-rules.md, "Routes"), shared by the desktop sidebar and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const openSearch = useOpenSearch();
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const unread = useSessionStore((s) => s.unreadMessages);
  const language = useUiStore((s) => s.language);
  const raf = useReferral(loggedIn);
  const base = useBasePath();
  const site = (path: string) => withBasePath(path, base);
  if (!config) return null;

  const code = language.toUpperCase() as LangCode;
  const items = offeredItems(config.navigation[code] ?? config.navigation.EN, config);
  const { lobby, games, more, other } = menuSections(items);
  const pages = config.pages;
  const item = menuItem;

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
              <a href={site('/dashboard/messagecenter')}>
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
              <Entry
                item={item('loyalty', t('nav.loyalty'), site('/dashboard/loyalty'), 'crown')}
              />
            )}
            {showDailyFreeSpins(config, loggedIn) && (
              <Entry
                item={item(
                  'dfs',
                  t('nav.daily_free_spins'),
                  site('/dashboard/loyalty/dailyfreespins'),
                  'gift',
                )}
              />
            )}
            <Entry item={item('dashboard', t('nav.dashboard'), site('/dashboard/'), 'user')} />
            {raf?.page && <Entry item={item('raf', t('nav.referral'), raf.page, 'spark')} />}
          </Group>
        )}
        {config.casino_id === FRENCH_LINKS_CASINO_ID && (
          <>
            <li lang="fr">
              <a href={site('/dashboard/loyalty/dailyfreespins')}>
                <Icon name="gift" />
                <span className="nav-label">{t('nav.fr_daily_free_spins')}</span>
              </a>
            </li>
            <li lang="fr">
              <a href={site('/pages/weekly-cashback')}>
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
      <NavSettings loggedIn={loggedIn} />
    </>
  );
}
