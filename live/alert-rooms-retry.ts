import type { LiveEnv } from './env.ts';
import { armedRoomAlerts, syncAlertRooms } from './alert-rooms-sync.ts';

/** How long after a failed sync the member's object tries the rooms again (its alarm). */
const RETRY_MS = 60_000;
/** The symbols whose rooms have not yet heard of this member's last change (the object's own key-value storage). */
const UNSYNCED = 'alert-rooms:unsynced';

/**
 * Keeps the quote rooms in step with the member's armed alerts (decision 055). After each committed
 * write the rooms of the symbols it touched are told at once; a room that cannot be reached then must not
 * leave an alert that never fires, so its symbols are kept and the object's alarm tries again until every
 * room has heard. A retry sends what is armed at that moment: a room's set is replaced, so a later write
 * in between is not undone.
 */
export class AlertRoomsSync {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: LiveEnv,
  ) {}

  /** After a committed alert write; throws (after keeping the symbols for the alarm) if a room was not told. */
  async changed(symbols: string[]): Promise<void> {
    try {
      await this.tell(symbols);
    } catch (err) {
      const kept = (await this.ctx.storage.get<string[]>(UNSYNCED)) ?? [];
      await this.ctx.storage.put(UNSYNCED, [...new Set([...kept, ...symbols])]);
      await this.alarmBy(Date.now() + RETRY_MS);
      throw err;
    }
  }

  /** The alarm's part: the rooms that missed a change are told again, or tried once more later. */
  async retry(): Promise<void> {
    const kept = await this.ctx.storage.get<string[]>(UNSYNCED);
    if (!kept?.length) return;
    try {
      await this.tell(kept);
      await this.ctx.storage.delete(UNSYNCED);
    } catch (err) {
      console.error('[alert-rooms] the quote rooms were not told again; trying later', kept, err);
      await this.alarmBy(Date.now() + RETRY_MS);
    }
  }

  private tell(symbols: string[]): Promise<void> {
    const member = this.ctx.id.toString();
    return syncAlertRooms(this.env, member, symbols, armedRoomAlerts(this.ctx.storage.sql, member, symbols));
  }

  /** The object has one alarm (the push queue uses it too): only ever moved earlier. */
  private async alarmBy(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at || current < Date.now()) await this.ctx.storage.setAlarm(at);
  }
}
