import { inParallel } from '../data/in-parallel.js';
import { findMember, findMembers, type MemberIdentifier, type MemberRecord } from '../member-store/index.js';

/** Members whose rows a chunk writes at once: each row is its own transaction, so they do not contend unless they name one member. */
export const MEMBERS_IN_PARALLEL = 8;

/** A chunk's rows grouped by the member they name, each group in file order, groups in order of their first row. */
export function groupedByMember<R>(rows: R[], memberOf: (row: R, index: number) => string): R[][] {
  const byMember = new Map<string, R[]>();
  rows.forEach((row, index) => {
    const member = memberOf(row, index);
    const group = byMember.get(member);
    if (group) group.push(row);
    else byMember.set(member, [row]);
  });
  return [...byMember.values()];
}

/**
 * Writes a chunk's rows member by member: a member's rows one after another in file order (they
 * move the same balance, so in parallel they would only contend), different members in parallel,
 * started in order.
 */
export async function eachMemberInTurn<R, O>(groups: R[][], write: (row: R) => Promise<O>): Promise<O[]> {
  const outcomes: O[] = [];
  await inParallel(groups, MEMBERS_IN_PARALLEL, async (memberRows) => {
    for (const row of memberRows) outcomes.push(await write(row));
  });
  return outcomes;
}

/**
 * The members a chunk's rows name, as the chunk last knows them. Read a wave at a time in one
 * BatchGetItem, when the wave's first member starts its rows: late enough that other chunks'
 * writes seldom overtake the snapshot (a write against it checks the member's version and reads
 * afresh if one did), and one call for the wave instead of one per member. After that, each
 * member as its last write left it.
 */
export class ChunkMembers {
  private readonly known = new Map<string, MemberRecord | undefined>();
  private readonly waveOf = new Map<string, number>();
  private readonly waves: MemberIdentifier[][] = [];
  private readonly reads = new Map<number, Promise<void>>();

  /** `identifiers`: the chunk's members in the order their rows start; `waveSize`: members read at once. */
  constructor(
    private readonly clientId: string,
    identifiers: MemberIdentifier[],
    waveSize: number,
  ) {
    const distinct = [...new Map(identifiers.map((identifier) => [identifierKey(identifier), identifier])).values()];
    for (let start = 0; start < distinct.length; start += waveSize) {
      const wave = distinct.slice(start, start + waveSize);
      for (const identifier of wave) this.waveOf.set(identifierKey(identifier), this.waves.length);
      this.waves.push(wave);
    }
  }

  /** The member as last known (taken: a row that writes it says what it left), else read. */
  async take(identifier: MemberIdentifier): Promise<MemberRecord | undefined> {
    const key = identifierKey(identifier);
    const wave = this.waveOf.get(key);
    if (wave !== undefined) await this.readWave(wave);
    if (this.known.has(key)) {
      const member = this.known.get(key);
      this.known.delete(key);
      return member;
    }
    return findMember(this.clientId, identifier.idType, identifier.userId);
  }

  /** The member as a committed write left it: the member's next row starts from it. */
  wrote(identifier: MemberIdentifier, after: MemberRecord): void {
    this.known.set(identifierKey(identifier), after);
  }

  /** What the member is now is not known here (a row replayed from its record wrote nothing): its next row reads it. */
  forget(identifier: MemberIdentifier): void {
    this.known.delete(identifierKey(identifier));
  }

  private readWave(wave: number): Promise<void> {
    let read = this.reads.get(wave);
    if (!read) {
      const identifiers = this.waves[wave] ?? [];
      read = findMembers(this.clientId, identifiers).then((members) => {
        for (const [index, identifier] of identifiers.entries()) this.known.set(identifierKey(identifier), members[index]);
      });
      this.reads.set(wave, read);
    }
    return read;
  }
}

const identifierKey = ({ idType, userId }: MemberIdentifier) => `${idType}\u0000${userId}`;
