import { NostrRelay } from '@nostr-relay/core';
import { EventRepositorySqlite } from '@nostr-relay/event-repository-sqlite';
import { finalizeEvent, generateSecretKey } from 'nostr-tools';

const repo = new EventRepositorySqlite(':memory:');
await repo.init();
const db = repo.getDatabase();
console.log('fk', db.pragma('foreign_keys', { simple: true }));
console.log(db.prepare("select sqlite_version() v").get());
const relay = new NostrRelay(repo, { filterResultCacheTtl: 0, eventHandlingResultCacheTtl: 0 });
const sk = generateSecretKey();
const e = finalizeEvent({ kind: 1, created_at: 100, tags: [['t','a']], content: 'hello world "quoted" tesla' }, sk);
console.log(await relay.handleEvent(e));
console.log((await relay.findEvents([{ search: 'tesla' }])).length);
console.log((await relay.findEvents([{ search: 'te' }])).length);
try { console.log(db.prepare("select id from events_fts where events_fts match ?").all('"te"')); } catch (err) { console.log('err', err); }
try { console.log(db.prepare("select id from events_fts where content like ?").all('%te%')); } catch (err) { console.log('err', err); }
try { console.log(db.prepare("select id from events_fts where events_fts match ?").all('"""quoted"""')); } catch (err) { console.log('err', err); }
try { console.log(db.prepare("select id from events_fts where events_fts match ?").all('"HELLO" "wor"')); } catch (err) { console.log('err', err); }
process.on('unhandledRejection', (r) => { console.log('UNHANDLED', String(r)); });
try { console.log(await relay.findEvents([{ search: 'a"b' }])); } catch (err) { console.log('caught', String(err)); }
await new Promise(r => setTimeout(r, 200));
