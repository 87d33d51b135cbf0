import { parseServerSentEvents } from './balance-push';

test('complete events are parsed; an unfinished one is kept for the next chunk', () => {
  const first = parseServerSentEvents('retry: 3000\n\nevent: balance\ndata: {"a":1}\n\nevent: bal');
  expect(first.events).toEqual([{ event: 'balance', data: '{"a":1}' }]);
  const second = parseServerSentEvents(`${first.rest}ance\ndata: {"a":2}\n\n: ping\n\n`);
  expect(second.events).toEqual([{ event: 'balance', data: '{"a":2}' }]);
  expect(second.rest).toBe('');
});

test('multi-line data joins with newlines, CRLF is accepted, and an event without a name is a message', () => {
  const { events } = parseServerSentEvents('data: one\r\ndata: two\r\n\r\n');
  expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
});
