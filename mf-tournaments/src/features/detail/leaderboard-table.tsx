import type { TournamentLeaderboardEntry } from '@parlor/shared';
import { useTranslation, useUiStore } from '@parlor/shared';

/** The tournament's ranks; the player's own row is highlighted and labelled. */
export function LeaderboardTable({ rows }: { rows: TournamentLeaderboardEntry[] }) {
  const { t } = useTranslation('tournaments');
  const lang = useUiStore((s) => s.language);
  const points = new Intl.NumberFormat(lang);
  return (
    <section className="tournament-leaderboard" aria-labelledby="tournament-leaderboard-title">
      <h2 id="tournament-leaderboard-title">{t('detail.leaderboard')}</h2>
      {rows.length === 0 ? (
        <p>{t('detail.no_scores')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('detail.rank')}</th>
              <th scope="col">{t('detail.player')}</th>
              <th scope="col">{t('detail.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.rank}-${row.alias}`}
                className={row.me ? 'is-me' : undefined}
                aria-current={row.me ? 'true' : undefined}
              >
                <td>{row.rank}</td>
                <td>
                  {row.alias}
                  {row.me && <strong className="tournament-you"> ({t('detail.you')})</strong>}
                </td>
                <td>{points.format(row.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
