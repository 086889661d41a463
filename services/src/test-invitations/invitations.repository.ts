import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '@postulate/contracts';
import { whereText } from '../common/name-filter.js';
import { TestInvitation } from './entities/test-invitation.entity.js';

/*
 * Owner of the table test_invitations, with the history 'Modificar' keeps in it (sent_at,
 * replaced_at): only this class writes it. Reads that join other aggregates' tables live here when
 * the question is about an invitation; writes to other aggregates' tables never do.
 */

/** A new link for an invitation: its address, the hash of its token, how long it lives and the accommodations. */
export interface InvitationLink {
  email: string;
  tokenHash: string;
  days: number;
  extraTimePercent: number;
  accessibleFormat: boolean;
}

/** Whether the invitation was used (claimed, or a test started) or already replaced. */
export interface InvitationUseRow {
  used: boolean;
  replaced: boolean;
}

/** What the candidate writes in the welcome form. */
export interface CandidateData {
  name: string;
  dni: string;
  cuil: string;
}

@Injectable()
export class InvitationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the tester's invitations, newest first; `fvalue` filters by name or e-mail. */
  pageOfTester(testerId: number, query: ListQuery): Promise<[TestInvitation[], number]> {
    const builder = this.dataSource
      .getRepository(TestInvitation)
      .createQueryBuilder('invitation')
      .where('invitation.testerUserId = :testerId', { testerId })
      .orderBy('invitation.createdAt', 'DESC')
      .addOrderBy('invitation.id', 'DESC')
      .skip((query.page - 1) * query.size)
      .take(query.size);
    whereText(builder, `coalesce(invitation.name, '') || ' ' || invitation.email`, query);
    return builder.getManyAndCount();
  }

  /** One of the tester's invitations. */
  ofTester(testerId: number, id: number): Promise<TestInvitation | null> {
    return this.dataSource.getRepository(TestInvitation).findOneBy({ id, testerUserId: testerId });
  }

  byId(id: number): Promise<TestInvitation> {
    return this.dataSource.getRepository(TestInvitation).findOneByOrFail({ id });
  }

  byTokenHash(tokenHash: string): Promise<TestInvitation | null> {
    return this.dataSource.getRepository(TestInvitation).findOneBy({ tokenHash });
  }

  /** Whether the moment has passed, on the database's clock. */
  async hasPassed(moment: Date): Promise<boolean> {
    const [{ expired }] = await this.dataSource.query<{ expired: boolean }[]>('SELECT $1::timestamptz <= now() AS expired', [moment]);
    return expired;
  }

  /** A new invitation of the tester; fails on test_invitations_tester_email_key for an address they already invited. */
  async insert(manager: EntityManager, testerId: number, link: InvitationLink): Promise<TestInvitation> {
    const [created] = await manager.query<{ id: number }[]>(
      `INSERT INTO test_invitations (tester_user_id, email, token_hash, expires_at, extra_time_percent, accessible_format)
       VALUES ($1, $2, $3, now() + make_interval(days => $4), $5, $6) RETURNING id`,
      [testerId, link.email, link.tokenHash, link.days, link.extraTimePercent, link.accessibleFormat],
    );
    return manager.findOneByOrFail(TestInvitation, { id: created.id });
  }

  async setAccommodations(id: number, extraTimePercent: number, accessibleFormat: boolean): Promise<void> {
    await this.dataSource.query(`UPDATE test_invitations SET extra_time_percent = $2, accessible_format = $3, updated_at = now() WHERE id = $1`, [
      id,
      extraTimePercent,
      accessibleFormat,
    ]);
  }

  async setShareMbti(id: number, share: boolean): Promise<void> {
    await this.dataSource.query(`UPDATE test_invitations SET share_mbti = $2, updated_at = now() WHERE id = $1`, [id, share]);
  }

  /** Whether the invitation was used or replaced, locked until the transaction ends. */
  async lockUse(manager: EntityManager, id: number): Promise<InvitationUseRow> {
    const [row] = await manager.query<InvitationUseRow[]>(
      `SELECT (claimed_at IS NOT NULL OR EXISTS (SELECT 1 FROM test_attempts a WHERE a.invitation_id = i.id)) AS used,
              replaced_at IS NOT NULL AS replaced
         FROM test_invitations i WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row;
  }

  /** Gives an unused invitation a new link and address, unclaimed; the invitation as it now is. */
  async relink(manager: EntityManager, id: number, link: InvitationLink): Promise<TestInvitation> {
    await manager.query(
      `UPDATE test_invitations SET email = $2, token_hash = $3, expires_at = now() + make_interval(days => $4),
              claim_hash = NULL, claimed_at = NULL, sent_at = now(), updated_at = now(), extra_time_percent = $5, accessible_format = $6
        WHERE id = $1`,
      [id, link.email, link.tokenHash, link.days, link.extraTimePercent, link.accessibleFormat],
    );
    return manager.findOneByOrFail(TestInvitation, { id });
  }

  /** Marks a used invitation replaced, its link's hash now `deadTokenHash` and its claim gone. */
  async retire(manager: EntityManager, id: number, deadTokenHash: string): Promise<void> {
    await manager.query(`UPDATE test_invitations SET replaced_at = now(), token_hash = $2, claim_hash = NULL, updated_at = now() WHERE id = $1`, [
      id,
      deadTokenHash,
    ]);
  }

  async updateCandidate(id: number, candidate: CandidateData): Promise<void> {
    await this.dataSource.query(`UPDATE test_invitations SET name = $2, dni = $3, cuil = $4, updated_at = now() WHERE id = $1`, [
      id,
      candidate.name,
      candidate.dni,
      candidate.cuil,
    ]);
  }

  /** Claims the invitation for the browser holding the secret behind `claimHash`; false when someone claimed it first. */
  async claim(id: number, claimHash: string, candidate: CandidateData): Promise<boolean> {
    const rows = await this.dataSource.query<{ id: number }[]>(
      `UPDATE test_invitations SET claim_hash = $2, claimed_at = now(), name = $3, dni = $4, cuil = $5, updated_at = now()
        WHERE id = $1 AND claim_hash IS NULL RETURNING id`,
      [id, claimHash, candidate.name, candidate.dni, candidate.cuil],
    );
    const claimed = (Array.isArray(rows[0]) ? rows[0] : rows) as { id: number }[];
    return claimed.length > 0;
  }

  /** Who the invitation comes from: the tester's company, else the tester; null for an unknown user. */
  async inviterName(testerId: number, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row] = await manager.query<{ name: string | null }[]>(
      `SELECT coalesce((SELECT razonsocial FROM companies WHERE user_id = $1), (SELECT name FROM users WHERE id = $1)) AS name`,
      [testerId],
    );
    return row.name;
  }
}
