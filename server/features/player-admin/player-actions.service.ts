// What staff do to a player from the back office: lock and unlock (a locked player cannot sign in and
// their sessions end), end every session, send a password reset (through the player's own recovery
// paths: staff never see a password), and write a note. Each is brand-scoped by PlayerScope and
// audited — who (the session), when, from where, brand, player and the reason. No Express, no SQL.
import type { NotePageValue, PlayerPageValue, PlayerStatus, ResetChannel, ResetValue } from '../../../schemas/generated/player-admin.ts';
import type { MemberAdminService } from '../accounts/member-admin.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import type { MemberNotesRepository } from './member-notes.repository.ts';
import type { PlayerAdminService } from './player-admin.service.ts';
import type { PlayerScope } from './player-scope.ts';

/** How the audit names a player: the account and its id, so a renamed or look-alike account is never confused. */
export const playerSubject = (profile: { account: string; id: number }) => `player:${profile.account}#${profile.id}`;

export class PlayerActionsService {
  constructor(
    private readonly scope: PlayerScope,
    private readonly members: MemberAdminService,
    private readonly reads: PlayerAdminService,
    private readonly notes: MemberNotesRepository,
    private readonly staff: StaffAccountsService,
  ) {}

  /** Locks (every session ends) or unlocks. Asking for the status the player already has changes and records nothing. */
  async setStatus(actor: StaffActor, tenantId: string, memberId: number, status: PlayerStatus, reason: string): Promise<PlayerPageValue> {
    const { profile } = await this.scope.player(actor, tenantId, memberId);
    if (await this.members.setStatus(tenantId, memberId, status)) {
      await this.staff.record(actor, {
        action: status === 'locked' ? 'player.lock' : 'player.unlock',
        tenantId,
        subject: playerSubject(profile),
        note: reason,
        detail: { memberId, from: profile.status, to: status },
      });
    }
    return this.reads.page(actor, tenantId, memberId);
  }

  /** Ends every session of the player on every instance. */
  async endSessions(actor: StaffActor, tenantId: string, memberId: number, reason: string): Promise<PlayerPageValue> {
    const { profile } = await this.scope.player(actor, tenantId, memberId);
    await this.members.endSessions(tenantId, memberId);
    await this.staff.record(actor, { action: 'player.logout', tenantId, subject: playerSubject(profile), note: reason, detail: { memberId } });
    return this.reads.page(actor, tenantId, memberId);
  }

  /** Mails a temporary password or texts a reset code to the player; the answer says only where, masked. */
  async sendPasswordReset(actor: StaffActor, tenantId: string, memberId: number, channel: ResetChannel, reason: string): Promise<ResetValue> {
    const { tenant, profile } = await this.scope.player(actor, tenantId, memberId);
    const to = await this.members.sendPasswordReset(tenant, memberId, channel, actor.ip);
    await this.staff.record(actor, {
      action: 'player.passwordReset',
      tenantId,
      subject: playerSubject(profile),
      note: reason,
      detail: { memberId, channel, to },
    });
    return { channel, to };
  }

  /** Appends a note (notes are never edited or deleted; the database refuses it too) and answers the first page of notes. */
  async addNote(actor: StaffActor, tenantId: string, memberId: number, body: string): Promise<NotePageValue> {
    const { profile } = await this.scope.player(actor, tenantId, memberId);
    const note = await this.notes.add({ tenantId, memberId, staffId: actor.session.staffId, author: actor.session.username, body });
    await this.staff.record(actor, { action: 'player.note', tenantId, subject: playerSubject(profile), detail: { memberId, noteId: note.id } });
    return this.reads.notesPage(actor, tenantId, memberId, 1);
  }
}
