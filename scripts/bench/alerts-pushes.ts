/**
 * The push side of `npm run bench:alerts`: each bench member's one device, a subscription at the
 * sandbox's push service made as a browser's pushManager.subscribe would (its keys held here alone), and
 * afterwards what that service received, each message decrypted with the device's keys (RFC 8291, by the
 * tests' own decrypter) to the firing key its tag names, matched with the firings the member's store
 * recorded: each recorded firing pushed exactly once, and the time from its tick to the push's receipt.
 */
import type { BenchFiring } from '../../tests/support/app/alerts-bench-types.ts';
import { decryptPush, type SandboxSubscription, sandboxSubscription, subscribeAtSandbox } from '../../tests/support/app/push-subscriber.ts';

/** One push as the sandbox received it: the firing key of its payload's tag, and when it arrived (wall clock, ms). */
export interface ReceivedPush {
  key: string;
  receivedAt: number;
}

/** A device for each member, made at the sandbox for the bench's VAPID key (the service checks pushes against it). */
export async function benchDevices(sandboxUrl: string, members: string[], vapidPublicKey: string): Promise<Map<string, SandboxSubscription>> {
  const devices = new Map<string, SandboxSubscription>();
  for (const member of members) devices.set(member, await subscribeAtSandbox(sandboxUrl, vapidPublicKey));
  return devices;
}

/** The fields the store saves (what the push switch POSTs). */
export const subscriptionFields = (device: SandboxSubscription) => ({ endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh, auth: device.keys.auth } });

const opened = new Map<string, string>();
/** Every push each member's device received so far, decrypted (each message once). */
async function receivedPushes(sandboxUrl: string, devices: Map<string, SandboxSubscription>): Promise<Map<string, ReceivedPush[]>> {
  const pushes = new Map<string, ReceivedPush[]>();
  for (const [member, device] of devices) {
    const { messages } = await sandboxSubscription(sandboxUrl, device.id);
    const mine: ReceivedPush[] = [];
    for (const message of messages) {
      let tag = opened.get(message.id);
      if (tag === undefined) {
        tag = String((JSON.parse(await decryptPush(message.body, device.keys)) as { tag?: unknown }).tag);
        opened.set(message.id, tag);
      }
      mine.push({ key: tag.replace(/^alert-/, ''), receivedAt: message.receivedAt });
    }
    pushes.set(member, mine);
  }
  return pushes;
}

/** Each member's firings as its store recorded them, and the starts of its alarm (ascending). */
async function storeRecords(origin: string, members: string[]) {
  const firings = new Map<string, BenchFiring[]>();
  const alarms = new Map<string, number[]>();
  for (const member of members) {
    firings.set(member, (await (await fetch(`${origin}/firings?member=${member}`)).json()) as BenchFiring[]);
    alarms.set(member, (await (await fetch(`${origin}/alarms?member=${member}`)).json()) as number[]);
  }
  return { firings, alarms };
}

const pushedKeys = (pushes: Map<string, ReceivedPush[]>, member: string) => new Set((pushes.get(member) ?? []).map((push) => push.key));
const unpushed = (firings: Map<string, BenchFiring[]>, pushes: Map<string, ReceivedPush[]>, recordedBy: number) =>
  [...firings].reduce((n, [member, list]) => n + list.filter((f) => f.outcome === 'recorded' && f.recordedAt <= recordedBy && !pushedKeys(pushes, member).has(f.key)).length, 0);

/**
 * The stores' firings and the pushes received, once every firing recorded by `recordedBy` has its push
 * or `timeoutMs` has passed (the rooms go on firing meanwhile: later firings are not waited for). The
 * pushes are read before the firings, so every push read has its firing among those read.
 */
export async function firingsAndPushes(opts: { origin: string; sandboxUrl: string; devices: Map<string, SandboxSubscription>; recordedBy: number; timeoutMs: number }) {
  const members = [...opts.devices.keys()];
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    const pushes = await receivedPushes(opts.sandboxUrl, opts.devices);
    const { firings, alarms } = await storeRecords(opts.origin, members);
    if (unpushed(firings, pushes, opts.recordedBy) === 0 || Date.now() > deadline) return { firings, alarms, pushes };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Recorded firings (by `recordedBy`) and their pushes: how many got one, none, or more than one; pushes
 * of no recorded firing; and tick-to-push latencies of the firings whose tick (`tickAt`, wall clock) came
 * at or after `from`, with their part from the store's record to the receipt, split at the start of the
 * alarm that sent it (the last before the receipt): the alarm's wait, then its work and the send.
 */
export function pushFigures(
  records: { firings: Map<string, BenchFiring[]>; alarms: Map<string, number[]>; pushes: Map<string, ReceivedPush[]> },
  recordedBy: number,
  tickAt: (firing: BenchFiring) => number,
  from: number,
) {
  const { firings, alarms, pushes } = records;
  let recorded = 0;
  let once = 0;
  let missing = 0;
  let doubled = 0;
  let stray = 0;
  let received = 0;
  const latencies: number[] = [];
  const fromRecord: number[] = [];
  const alarmWait: number[] = [];
  const alarmToPush: number[] = [];
  for (const [member, list] of firings) {
    const mine = pushes.get(member) ?? [];
    received += mine.length;
    const keys = new Set(list.filter((f) => f.outcome === 'recorded').map((f) => f.key));
    stray += mine.filter((push) => !keys.has(push.key)).length;
    for (const firing of list) {
      if (firing.outcome !== 'recorded' || firing.recordedAt > recordedBy) continue;
      recorded += 1;
      const its = mine.filter((push) => push.key === firing.key);
      if (its.length === 0) missing += 1;
      else if (its.length === 1) once += 1;
      else doubled += 1;
      const tick = tickAt(firing);
      if (its[0] && tick >= from) {
        latencies.push(its[0].receivedAt - tick);
        fromRecord.push(its[0].receivedAt - firing.recordedAt);
        const sentBy = (alarms.get(member) ?? []).findLast((at) => at <= its[0]!.receivedAt);
        if (sentBy !== undefined) {
          alarmWait.push(sentBy - firing.recordedAt);
          alarmToPush.push(its[0].receivedAt - sentBy);
        }
      }
    }
  }
  return { recorded, once, missing, doubled, stray, received, latencies, fromRecord, alarmWait, alarmToPush };
}
