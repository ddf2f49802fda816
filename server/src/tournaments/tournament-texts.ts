// Operator copy of the demo tournaments in the four languages (terms and the two content
// columns). Content is operator HTML: the front end sanitises it before showing it.
import type { Lang } from '@parlor/shared/types';

export interface TournamentCopy {
  terms: string;
  left: string;
  right: string;
}

type Theme = 'race' | 'sprint' | 'recurring' | 'classic';

const TERMS: Record<Lang, (places: number) => string> = {
  en: (n) =>
    `1. Join the tournament first: from then on every real-money bet on a listed game earns 1 point per 0.10 wagered. Free spins do not count.\n2. The ${n} best-placed players share the prize pool.\n3. Ties go to the player who reached the score first.\n4. Prizes are credited within 72 hours after the end.\n5. The casino may end or change a tournament for technical reasons.`,
  de: (n) =>
    `1. Nehmen Sie zuerst am Turnier teil: Ab dann bringt jeder Echtgeld-Einsatz auf einem gelisteten Spiel 1 Punkt pro 0,10 Einsatz. Freispiele zählen nicht.\n2. Die ${n} bestplatzierten Spieler teilen sich den Preispool.\n3. Bei Gleichstand gewinnt, wer die Punktzahl zuerst erreicht hat.\n4. Preise werden innerhalb von 72 Stunden nach dem Ende gutgeschrieben.\n5. Das Casino kann ein Turnier aus technischen Gründen beenden oder ändern.`,
  es: (n) =>
    `1. Primero inscríbete en el torneo: desde entonces, cada apuesta con dinero real en un juego de la lista suma 1 punto por cada 0,10 apostado. Los giros gratis no cuentan.\n2. Los ${n} mejores jugadores se reparten el premio.\n3. En caso de empate gana quien alcanzó la puntuación primero.\n4. Los premios se abonan en 72 horas tras el final.\n5. El casino puede terminar o cambiar un torneo por motivos técnicos.`,
  fr: (n) =>
    `1. Inscrivez-vous d’abord au tournoi : dès lors, chaque mise en argent réel sur un jeu de la liste rapporte 1 point par tranche de 0,10 misée. Les tours gratuits ne comptent pas.\n2. Les ${n} meilleurs joueurs se partagent la cagnotte.\n3. En cas d'égalité, le joueur qui a atteint le score en premier l'emporte.\n4. Les prix sont crédités dans les 72 heures après la fin.\n5. Le casino peut arrêter ou modifier un tournoi pour des raisons techniques.`,
};

const LEFT: Record<Lang, Record<Theme, string>> = {
  en: {
    race: '<h3>How to win</h3><p>Spin any of the listed games. Every bet counts: the more you play, the higher you climb.</p>',
    sprint:
      '<h3>A short sprint</h3><p>One day, one leaderboard. <strong>Buy in</strong> and race to the top.</p>',
    recurring:
      '<h3>Every week</h3><p>A fresh leaderboard at every run. Miss one? The next is days away.</p>',
    classic: '<h3>Classic reels</h3><p>Old-school slots, new-school prizes.</p>',
  },
  de: {
    race: '<h3>So gewinnen Sie</h3><p>Drehen Sie eines der gelisteten Spiele. Jeder Einsatz zählt: Je mehr Sie spielen, desto höher steigen Sie.</p>',
    sprint:
      '<h3>Ein kurzer Sprint</h3><p>Ein Tag, eine Rangliste. <strong>Zahlen Sie die Startgebühr</strong> und stürmen Sie an die Spitze.</p>',
    recurring:
      '<h3>Jede Woche</h3><p>Bei jeder Runde eine neue Rangliste. Eine verpasst? Die nächste kommt bald.</p>',
    classic: '<h3>Klassische Walzen</h3><p>Slots wie früher, Preise wie heute.</p>',
  },
  es: {
    race: '<h3>Cómo ganar</h3><p>Gira cualquiera de los juegos de la lista. Cada apuesta cuenta: cuanto más juegas, más subes.</p>',
    sprint:
      '<h3>Un sprint corto</h3><p>Un día, una clasificación. <strong>Paga la entrada</strong> y corre hacia la cima.</p>',
    recurring:
      '<h3>Cada semana</h3><p>Una clasificación nueva en cada edición. ¿Te perdiste una? La próxima llega pronto.</p>',
    classic: '<h3>Rodillos clásicos</h3><p>Tragaperras de siempre, premios de hoy.</p>',
  },
  fr: {
    race: '<h3>Comment gagner</h3><p>Jouez à l’un des jeux de la liste. Chaque mise compte : plus vous jouez, plus vous montez.</p>',
    sprint:
      '<h3>Un sprint court</h3><p>Un jour, un classement. <strong>Payez l’entrée</strong> et foncez vers le sommet.</p>',
    recurring:
      '<h3>Chaque semaine</h3><p>Un nouveau classement à chaque édition. Une manquée ? La suivante arrive vite.</p>',
    classic: '<h3>Rouleaux classiques</h3><p>Des machines d’antan, des prix d’aujourd’hui.</p>',
  },
};

const RIGHT: Record<Lang, string> = {
  en: '<h3>Prizes</h3><ul><li>1st place: 40% of the pool</li><li>2nd place: 25%</li><li>3rd place: 15%</li><li>The rest shared by the other paid places</li></ul>',
  de: '<h3>Preise</h3><ul><li>1. Platz: 40 % des Pools</li><li>2. Platz: 25 %</li><li>3. Platz: 15 %</li><li>Der Rest geht an die übrigen bezahlten Plätze</li></ul>',
  es: '<h3>Premios</h3><ul><li>1.er puesto: 40 % del premio</li><li>2.º puesto: 25 %</li><li>3.er puesto: 15 %</li><li>El resto, repartido entre los demás puestos premiados</li></ul>',
  fr: '<h3>Prix</h3><ul><li>1re place : 40 % de la cagnotte</li><li>2e place : 25 %</li><li>3e place : 15 %</li><li>Le reste partagé entre les autres places payées</li></ul>',
};

export function tournamentCopy(lang: Lang, theme: Theme, paidPlaces: number): TournamentCopy {
  return { terms: TERMS[lang](paidPlaces), left: LEFT[lang][theme], right: RIGHT[lang] };
}

export type { Theme as TournamentTheme };

/** The standard lobby page's own copy. */
export const LOBBY_COPY: Record<
  Lang,
  {
    title: string;
    live: string;
    upcoming: string;
    finished: string;
    prize: string;
    from: string;
    to: string;
    none: string;
  }
> = {
  en: {
    title: 'Tournaments lobby',
    live: 'Live now',
    upcoming: 'Coming up',
    finished: 'Finished',
    prize: 'Prize pool',
    from: 'From',
    to: 'To',
    none: 'Nothing here right now.',
  },
  de: {
    title: 'Turnier-Lobby',
    live: 'Jetzt live',
    upcoming: 'Demnächst',
    finished: 'Beendet',
    prize: 'Preispool',
    from: 'Von',
    to: 'Bis',
    none: 'Gerade nichts hier.',
  },
  es: {
    title: 'Sala de torneos',
    live: 'En directo',
    upcoming: 'Próximamente',
    finished: 'Finalizados',
    prize: 'Bote',
    from: 'Desde',
    to: 'Hasta',
    none: 'Nada por ahora.',
  },
  fr: {
    title: 'Salle des tournois',
    live: 'En direct',
    upcoming: 'À venir',
    finished: 'Terminés',
    prize: 'Cagnotte',
    from: 'Du',
    to: 'Au',
    none: 'Rien pour le moment.',
  },
};
