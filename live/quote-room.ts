import { DurableObject } from 'cloudflare:workers';
import type { CalendarAlertKind, RoomAlert } from '../src/lib/alerts/alert-types.ts';
import { type AlertRoomRpc, hubStub, type JoinAnswer, type LiveEnv, type QuoteRoomRpc } from './env.ts';
import { FeedClient } from './feed-client.ts';
import type { LiveQuote } from './live-quote.ts';
import { Coalescer } from './coalescer.ts';
import { EarliestTimer } from './earliest-timer.ts';
import { RoomAlerts } from './room-alerts.ts';
import { FeedDoze } from './feed-doze.ts';
import { restartForTest } from './test-restart.ts';
import { RoomWatchers } from './room-watchers.ts';

/**
 * How long a room collects the feed's ticks before it delivers them: the feed sends a second's ticks
 * one frame per symbol, a few milliseconds apart, and each hub should get them in one call.
 */
const BATCH_MS = 20;
/** How long a join waits for the feed's first answer about a symbol (its snapshot, or word that it is unknown). */
const FIRST_ANSWER_MS = 3_000;
/**
 * While any alert is armed in the regular session, or any hub watches (then at most a grace ahead), the
 * room keeps an alarm this far ahead (decisions 035, 055): a room evicted or restarted (a deploy, the
 * runtime's own housekeeping, a crash) is started by it, reloads its watchers and alerts from storage and
 * subscribes their feed again, with no call from a hub or a member to wake it. With alerts alone, outside
 * the session, the alarm is the next open instead (feed-doze.ts).
 */
const WAKE_MS = 60_000;

/** A symbol's first answer from the feed: whether it is listed (a quote came) or not. */
interface FirstAnswer {
  answered: Promise<boolean>;
  resolve: (listed: boolean) => void;
}

/**
 * A room: one shard of symbols (room-shards.ts, decision 035). It holds the single upstream
 * subscription of each of its symbols while any hub wants it, on one feed socket, and the latest
 * quote of each; once a second it sends every hub one call with the changes of the symbols that hub
 * wants. When the last hub leaves a symbol, its subscription stays for LIVE_GRACE_MS (a reader
 * reloading does not cost a new one), then goes; with the last symbol the socket closes. A lost feed
 * marks the quotes delayed for the hubs and reconnects with backoff: however many readers reconnect to
 * their hubs, only rooms reach the feed.
 *
 * A room also holds the price alerts on its symbols (room-alerts.ts, decision 055): it keeps the feed of
 * each symbol with an armed alert whether or not anyone reads it, evaluates each tick against them and
 * sends the firings to the members' stores. Outside the regular session (when alerts cannot fire) it
 * lets the symbols only alerts hold off the feed and takes them back at the open (feed-doze.ts).
 */
export class QuoteRoom extends DurableObject<LiveEnv> implements QuoteRoomRpc, AlertRoomRpc {
  /** Symbols no hub wants any more, kept upstream until this time (the grace). */
  private releaseAt = new Map<string, number>();
  private latest = new Map<string, LiveQuote>();
  /** Which changed symbols may go when (one update per symbol per clock second). */
  private coalescer = new Coalescer(BATCH_MS);
  private firstAnswers = new Map<string, FirstAnswer>();
  /**
   * The alarm this instance has set (memory): a grace end only ever moves it earlier, so join and leave
   * write storage only when no alarm is set or the earliest grace now ends before it. An alarm that
   * fires early (its symbol came back) finds nothing due and sets the next.
   */
  private alarmAt: number | null = null;
  private readonly deliveryTimer = new EarliestTimer(() => this.deliverReady());
  /** Its alerts, loaded from its storage before anything else runs. */
  private readonly alerts = new RoomAlerts(this.ctx.storage, this.env, (symbols) => this.letGo(symbols));
  /** Whether the market is shut for its alerts, from its storage too (after the alerts: their migrations make its table). */
  private readonly doze = new FeedDoze(this.ctx.storage.sql);
  /** Symbol → the hubs that want it now, from its storage too (after the alerts, as the doze). */
  private readonly watchers = new RoomWatchers(this.ctx.storage.sql);
  private readonly feed = new FeedClient(this.env.QUOTE_FEED_URL, this.env.WEB_APP_ID, () => this.wanted(), {
    quote: (quote) => this.onQuote(quote),
    unknown: (symbols) => this.onUnknown(symbols),
    lost: () => this.onLost(),
    restart: () => restartForTest(this.ctx, this.env, () => this.feed.closeAnswered('restarted by a test', 2_000)),
  });

  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env);
    if (!this.alerts.watching && !this.watchers.any) return;
    // Back after an eviction with hubs watching or alerts armed: their feed again (the alerts' unless the
    // market is still shut for them), and the alarm that brought it (or a new one) known.
    if (this.alerts.watching && this.doze.due(Date.now())) this.doze.wake();
    const wanted = this.wanted();
    if (wanted.length > 0) this.feed.subscribe(wanted);
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
      await this.scheduleAlarm();
    });
  }

  /** A member's store: what he has armed on these symbols now (decision 055); the feed follows the symbols held. */
  async setAlerts(member: string, symbols: string[], alerts: RoomAlert[]): Promise<void> {
    const { added, removed } = this.alerts.set(member, symbols, alerts);
    // Armed while the room dozes (a member at night, a clock moved): the feed's answer says whether the
    // session runs; if not, the room dozes again after one snapshot.
    if (this.doze.dozing && Array.isArray(alerts) && alerts.length > 0) this.wake();
    else {
      const fresh = added.filter((symbol) => !this.read(symbol));
      if (fresh.length > 0 && !this.doze.dozing) this.feed.subscribe(fresh);
    }
    this.letGo(removed);
    await this.scheduleAlarm();
  }

  /** Symbols no alert holds any more (or none awake): their feed goes unless a reader has them (or their grace runs). */
  private letGo(symbols: string[]): void {
    const gone = symbols.filter((symbol) => !this.fed(symbol));
    this.forget(gone);
    if (this.wanted().length === 0) this.feed.close('no readers');
    else if (gone.length > 0) this.feed.unsubscribe(gone);
  }

  /** A reader's hub has it, or had it within the grace. */
  private read(symbol: string): boolean {
    return this.watchers.has(symbol) || this.releaseAt.has(symbol);
  }

  /** Whether the feed has it: read, or held by an alert while the session runs. */
  private fed(symbol: string): boolean {
    return this.read(symbol) || (this.alerts.holds(symbol) && !this.doze.dozing);
  }

  /** The session has ended for the alerts: the symbols only they hold leave the feed until the open (the alarm). */
  private async dozeOff(): Promise<void> {
    this.letGo(this.alerts.symbols());
    // The keep-alive set a minute ahead gives way to the open (scheduleAlarm alone only moves it earlier).
    this.alarmAt = null;
    await this.scheduleAlarm();
  }

  /** The open (or a sign of it): the alerts' symbols join the feed again. */
  private wake(): void {
    this.doze.wake();
    const fresh = this.alerts.symbols().filter((symbol) => !this.read(symbol));
    if (fresh.length > 0) this.feed.subscribe(fresh);
  }

  /** The site's calendar cron: tomorrow's earnings and ex-dividend dates of this room's symbols. */
  async calendarDue(events: { symbol: string; kind: CalendarAlertKind }[], day: string): Promise<void> {
    await this.alerts.calendarDue(events, day);
  }

  /** A hub wants these symbols: their latest quotes (waiting briefly for the feed's first answers), and those the feed does not list. */
  async join(symbols: string[], hubId: string): Promise<JoinAnswer> {
    const fresh = symbols.filter((symbol) => !this.fed(symbol));
    // A symbol back within its grace leaves the alarm's list; the alarm stays (it finds nothing due).
    for (const symbol of symbols) this.releaseAt.delete(symbol);
    this.watchers.join(symbols, hubId);
    if (fresh.length > 0) this.feed.subscribe(fresh);
    await this.scheduleAlarm();
    const waiting = symbols.filter((symbol) => !this.latest.has(symbol));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), FIRST_ANSWER_MS)));
    const listed = await Promise.all(waiting.map((symbol) => Promise.race([this.firstAnswer(symbol), late])));
    clearTimeout(timer);
    const unknown = waiting.filter((_, index) => !listed[index]);
    this.watchers.leave(unknown, hubId);
    return { quotes: symbols.flatMap((symbol) => this.latest.get(symbol) ?? []), unknown };
  }

  /** A hub no longer wants these symbols; a symbol's last hub leaving starts its grace period. */
  async leave(symbols: string[], hubId: string): Promise<void> {
    await this.release(this.watchers.leave(symbols, hubId));
  }

  /** Symbols whose last hub has gone: their grace starts. */
  private async release(symbols: string[]): Promise<void> {
    const until = Date.now() + this.graceMs();
    for (const symbol of symbols) this.releaseAt.set(symbol, until);
    if (symbols.length > 0) await this.scheduleAlarm();
  }

  private graceMs(): number {
    return Number(this.env.LIVE_GRACE_MS || 30_000);
  }

  /**
   * The end of a grace period: symbols nobody came back for (and no alert holds) leave the feed; with the
   * last, the socket closes. While hubs watch or alerts are armed it is also the room's keep-alive
   * (WAKE_MS), or for alerts alone outside the session its bell at the open.
   */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    const now = Date.now();
    if (this.doze.due(now)) this.wake();
    const expired = [...this.releaseAt].filter(([, at]) => at <= now).map(([symbol]) => symbol);
    for (const symbol of expired) this.releaseAt.delete(symbol);
    this.letGo(expired);
    await this.scheduleAlarm();
  }

  /** Every symbol the feed must send: read, in its grace, or held by an alert (in the session). */
  private wanted(): string[] {
    return [...new Set([...this.watchers.symbols(), ...this.releaseAt.keys(), ...(this.doze.dozing ? [] : this.alerts.symbols())])];
  }

  private forget(symbols: string[]): void {
    for (const symbol of symbols) {
      this.latest.delete(symbol);
      this.coalescer.forget(symbol);
    }
  }

  /**
   * An alarm by the earliest grace end (or the keep-alive of the watchers and alerts): set only when none is
   * set or that end comes before it (a storage write each time: a burst of joins and leaves once wrote one
   * per call and stalled the whole local site). While hubs watch, the keep-alive is at most a grace ahead,
   * so a grace that starts later never ends before it: joins and leaves then write no alarm; the alarm sets the next.
   */
  private async scheduleAlarm(): Promise<void> {
    let earliest = this.alerts.watching ? (this.doze.until ?? Date.now() + WAKE_MS) : Infinity;
    if (this.watchers.any) earliest = Math.min(earliest, Date.now() + Math.min(WAKE_MS, this.graceMs()));
    for (const at of this.releaseAt.values()) earliest = Math.min(earliest, at);
    if (!Number.isFinite(earliest) || (this.alarmAt !== null && this.alarmAt <= earliest)) return;
    this.alarmAt = earliest;
    await this.ctx.storage.setAlarm(earliest);
  }

  private firstAnswer(symbol: string): Promise<boolean> {
    let answer = this.firstAnswers.get(symbol);
    if (!answer) {
      let resolve: (listed: boolean) => void = () => {};
      const answered = new Promise<boolean>((done) => (resolve = done));
      answer = { answered, resolve };
      this.firstAnswers.set(symbol, answer);
    }
    return answer.answered;
  }

  private answer(symbol: string, listed: boolean): void {
    this.firstAnswers.get(symbol)?.resolve(listed);
    this.firstAnswers.delete(symbol);
  }

  private onQuote(quote: LiveQuote): void {
    // A tick for a symbol that has left (its unsubscribe crossed the tick on the way) is nobody's.
    const read = this.read(quote.symbol);
    if (!read && !this.fed(quote.symbol)) return;
    this.latest.set(quote.symbol, quote);
    this.answer(quote.symbol, true);
    const turn = this.alerts.watching ? this.doze.onQuote(quote, Date.now()) : null;
    if (turn === 'wake') {
      this.wake();
      void this.scheduleAlarm();
    }
    this.alerts.onQuote(quote);
    if (turn === 'doze') void this.dozeOff();
    if (read) this.deliveryTimer.runBy(this.coalescer.changed(quote.symbol, Date.now()));
  }

  private onUnknown(symbols: string[]): void {
    for (const symbol of symbols) this.answer(symbol, false);
  }

  /** The feed is gone: readers keep the last prices, marked delayed, at once; the feed client reconnects. */
  private onLost(): void {
    for (const symbol of this.firstAnswers.keys()) this.answer(symbol, true);
    const marked: string[] = [];
    for (const [symbol, quote] of this.latest) {
      if (quote.delayed) continue;
      this.latest.set(symbol, { ...quote, delayed: true });
      marked.push(symbol);
    }
    this.coalescer.sent(marked, Date.now());
    this.deliver(marked);
  }

  /** Delivers the changes that may go now; the timer waits for the earliest of the rest. */
  private deliverReady(): void {
    this.deliver(this.coalescer.take(Date.now()));
    const next = this.coalescer.nextDue();
    if (Number.isFinite(next)) this.deliveryTimer.runBy(next);
  }

  /** One call per hub with the latest quote of each of these symbols it wants. */
  private deliver(symbols: string[]): void {
    const perHub = new Map<string, LiveQuote[]>();
    for (const symbol of symbols) {
      const quote = this.latest.get(symbol);
      if (!quote) continue;
      for (const hubId of this.watchers.hubs(symbol)) {
        const quotes = perHub.get(hubId) ?? [];
        quotes.push(quote);
        perHub.set(hubId, quotes);
      }
    }
    const mark = this.watchers.mark();
    for (const [hubId, quotes] of perHub) {
      // A hub that cannot be reached now gets the next one (its readers keep what they have), unless it
      // stays out of reach; symbols it answers it no longer holds leave it (room-watchers.ts).
      hubStub(this.env, hubId)
        .deliver(quotes)
        .then(
          (notHeld) => this.release(this.watchers.notHeld(notHeld, hubId, mark)),
          () => this.release(this.watchers.failed(hubId, mark, Date.now())),
        )
        .catch((error: unknown) => console.error('[quote-room] a hub left unreleased', error));
    }
  }
}
