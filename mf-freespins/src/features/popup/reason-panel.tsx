import { useEffect, useState } from 'react';
import { formatMoney, Link, toLang, useTranslation, type FreeSpinsData } from '@parlor/shared';
import { countdownText } from '../../domain/next-spin';
import { sitePath } from '../../domain/parse-answers';
import { reasonScreen } from '../../domain/reason-screen';
import { EmailFlow } from './email-flow';

/** Five units of the player's currency: the balance rule of docs/free-spins.md. */
const MINIMUM_BALANCE = 5;

interface ReasonPanelProps {
  data: FreeSpinsData;
  currency: string;
  onClose: () => void;
  /** the email is confirmed: load the data again */
  onReload: () => void;
}

/** Why the player may not spin, with the way forward the reason offers. */
export function ReasonPanel({ data, currency, onClose, onReload }: ReasonPanelProps) {
  const { t, i18n } = useTranslation('freespins');
  const screen = reasonScreen(data.reason_not_allowed_to_redeem);
  if (screen.kind === 'email') {
    return (
      <EmailFlow
        email={data.email}
        mailbox={data.enabled_sections.includes('mailbox')}
        onContinue={onReload}
      />
    );
  }
  const play = sitePath(data.webplayURL);
  return (
    <div className="fs-panel">
      <h2>{t(screen.heading)}</h2>
      <p>
        {t(screen.text, {
          amount: formatMoney(
            screen.kind === 'deposit' ? data.required_mininum_deposit : MINIMUM_BALANCE,
            currency,
            toLang(i18n.language) ?? 'en',
          ),
          days: data.last_x_days,
        })}
      </p>
      {screen.kind === 'deposit' && (
        <a className="fs-button" href={sitePath(data.cashierURL) ?? '/pages/cashier'}>
          {t('reason.deposit')}
        </a>
      )}
      {screen.kind === 'countdown' && (
        <>
          <NextSpin />
          <Link className="fs-button" to="/" onClick={onClose}>
            {t('reason.keep_playing')}
          </Link>
        </>
      )}
      {screen.kind === 'play' && play && (
        <Link className="fs-button" to={play} onClick={onClose}>
          {t('reason.play_now')}
        </Link>
      )}
    </div>
  );
}

function NextSpin() {
  const { t } = useTranslation('freespins');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p>
      {t('reason.next_spin')}{' '}
      <span className="fs-countdown" role="timer">
        {countdownText(now)}
      </span>
    </p>
  );
}
