// A person's age verification: the identity documents sent and the review's decision, read and
// settled in one place. A review that has come due is decided when the state is read
// (settleVerification), by the gate before play or a withdrawal as by the verification page.
// Parameterised SQL only.
import type {
  AgeVerification,
  IdentityDocumentType,
  VerificationState,
} from '@parlor/shared/types';
import type { Db } from '../db/database';
import { personById } from '../people/persons';
import { reviewDecision } from './kyc-review';

interface DocumentRow {
  id: number;
  type: IdentityDocumentType;
  uploaded_at: number;
  review_at: number;
  decision: 'verified' | 'refused' | null;
  decided_at: number | null;
}

export interface NewDocument {
  type: IdentityDocumentType;
  contentType: string;
  size: number;
  /** the stored file's name inside the documents folder (never the client's) */
  storedAs: string;
}

function latestDocument(db: Db, personId: number): DocumentRow | undefined {
  return db
    .prepare(
      `SELECT id, type, uploaded_at, review_at, decision, decided_at FROM identity_documents
        WHERE person_id = ? ORDER BY uploaded_at DESC, id DESC LIMIT 1`,
    )
    .get(personId) as DocumentRow | undefined;
}

/** Runs `fn` as its own IMMEDIATE transaction, or as a savepoint of the caller's. */
function inTransaction<T>(db: Db, fn: () => T): T {
  const run = db.transaction(fn);
  return db.inTransaction ? run() : run.immediate();
}

/**
 * The person's verification state at `now`, deciding first every review that has come due: the
 * decision is recorded on the document and, for the latest document, on the person. A verified
 * person stays verified (an operator's decision is not undone by a later document).
 */
export function settleVerification(db: Db, personId: number, now: number): VerificationState {
  return inTransaction(db, () => {
    const person = personById(db, personId);
    if (!person) return { state: 'unverified', document: null, decided_at: null };
    const due = db
      .prepare(
        `SELECT id, review_at FROM identity_documents
          WHERE person_id = ? AND decision IS NULL AND review_at <= ?`,
      )
      .all(personId, now) as { id: number; review_at: number }[];
    const decide = db.prepare(
      'UPDATE identity_documents SET decision = ?, decided_at = ? WHERE id = ? AND decision IS NULL',
    );
    // decided as of the review's time: the same answer whenever it is first read
    for (const doc of due)
      decide.run(reviewDecision(person.dob, doc.review_at), doc.review_at, doc.id);
    const latest = latestDocument(db, personId);
    if (latest?.decision && person.age_verification === 'pending') {
      db.prepare(
        "UPDATE persons SET age_verification = ? WHERE id = ? AND age_verification = 'pending'",
      ).run(latest.decision, personId);
    }
    const state = personById(db, personId)!.age_verification;
    return {
      state,
      document: latest
        ? { type: latest.type, uploaded_at: new Date(latest.uploaded_at).toISOString() }
        : null,
      decided_at: latest?.decided_at == null ? null : new Date(latest.decided_at).toISOString(),
    };
  });
}

/**
 * The person's state alone, as the gate asks it before every launch and bet: a review can only be
 * due while the person is pending, so any other state is answered from the person's row, without
 * the write transaction of settleVerification.
 */
export function ageVerificationOf(db: Db, personId: number, now: number): AgeVerification {
  const state = personById(db, personId)?.age_verification ?? 'unverified';
  return state === 'pending' ? settleVerification(db, personId, now).state : state;
}

/**
 * Records a document sent for review at `now + reviewMs`; the person's verification is pending
 * until then. Answers false, writing nothing, when the person is already verified.
 */
export function saveDocument(
  db: Db,
  personId: number,
  doc: NewDocument,
  now: number,
  reviewMs: number,
): boolean {
  return inTransaction(db, () => {
    if (personById(db, personId)?.age_verification === 'verified') return false;
    db.prepare(
      `INSERT INTO identity_documents
         (person_id, type, content_type, size, stored_as, uploaded_at, review_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(personId, doc.type, doc.contentType, doc.size, doc.storedAs, now, now + reviewMs);
    db.prepare("UPDATE persons SET age_verification = 'pending' WHERE id = ?").run(personId);
    return true;
  });
}
