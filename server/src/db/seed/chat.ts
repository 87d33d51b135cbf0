import type { Db } from '../create-db';
import { ensureRooms } from '../../modules/chat/chat.service';
import { insertMessage } from '../../modules/chat/chat.repository';

type Line = [author: string, text: string];

/**
 * A few messages per busy room, so the chat is not empty on a fresh start (docs/chat.md "Seed"). Written by the
 * winner board's players and by staff (news); idempotent: a room that has any message is left alone.
 */
const LINES: Record<string, Line[]> = {
  vip: [
    ['staff', 'Welcome to the VIP lounge. Your account manager reads here every evening.'],
    ['mobile1', 'Cash back landed before breakfast today, nice.'],
    ['luckystar7', 'Anyone else on the high-limit baccarat tables tonight?'],
  ],
  en: [
    ['staff', 'Welcome! Be kind, no links to other sites, and never share your password or codes.'],
    ['kingcobra88', 'Sweet Bonanza paid 12k on a 50 spin, still shaking'],
    ['marialuz', 'congrats!! what time do the weekly missions reset?'],
    ['junsantos', 'Monday 00:00 site time I think'],
    ['bigwin777', 'lottery draw in 5 min, good luck everyone'],
  ],
  tl: [
    ['marialuz', 'Magandang gabi po sa lahat!'],
    ['junsantos', 'Sino dito naglalaro ng sabong ngayon?'],
    ['kingcobra88', 'Panalo ako kanina sa slots, salamat sa tips!'],
  ],
  'zh-CN': [
    ['staff', '欢迎来到聊天室，请文明发言，勿发外站链接。'],
    ['luckystar7', '今天百家乐手气不错，连赢五把'],
    ['kingcobra88', '恭喜！返水几点到账？'],
  ],
  'zh-TW': [
    ['luckystar7', '大家晚安，今天有人中獎池嗎？'],
    ['marialuz', '剛剛電子遊戲贏了一把，開心'],
  ],
  ja: [
    ['junsantos', 'こんばんは！今日のおすすめスロットありますか？'],
    ['luckystar7', 'スイートボナンザが調子いいですよ'],
  ],
  th: [
    ['kingcobra88', 'สวัสดีทุกคน วันนี้บาคาร่าเป็นยังไงบ้าง'],
    ['marialuz', 'เพิ่งได้คืนยอดเสียเมื่อกี้ เร็วมาก'],
  ],
  vi: [
    ['bigwin777', 'Chào mọi người, tối nay ai chơi xổ số không?'],
    ['junsantos', 'Mình vừa nổ hũ nhỏ, vui quá'],
  ],
  my: [
    ['marialuz', 'မင်္ဂလာပါ အားလုံးပဲ'],
    ['kingcobra88', 'ဒီနေ့ ကံကောင်းပါစေ'],
  ],
  es: [
    ['luckystar7', '¡Hola a todos! ¿Alguien juega a la ruleta esta noche?'],
    ['bigwin777', 'Acabo de ganar en las tragamonedas, ¡suerte a todos!'],
  ],
  hi: [
    ['junsantos', 'सबको नमस्ते! आज कौन सा गेम अच्छा चल रहा है?'],
    ['kingcobra88', 'तीन पत्ती में आज किस्मत साथ दे रही है'],
  ],
  id: [
    ['marialuz', 'Halo semua, semoga hoki malam ini!'],
    ['bigwin777', 'Barusan menang di slot, mantap'],
  ],
  km: [
    ['kingcobra88', 'សួស្តីអ្នកទាំងអស់គ្នា'],
    ['luckystar7', 'សូមសំណាងល្អ!'],
  ],
  ko: [
    ['luckystar7', '안녕하세요! 오늘 바카라 분위기 어때요?'],
    ['junsantos', '방금 슬롯에서 보너스 터졌어요'],
  ],
  ms: [
    ['bigwin777', 'Selamat malam semua, semoga bertuah!'],
    ['marialuz', 'Rebat masuk awal hari ini'],
  ],
  pt: [
    ['kingcobra88', 'Boa noite, pessoal! Alguém no futebol hoje?'],
    ['luckystar7', 'Ganhei uma boa no slot agora, boa sorte a todos'],
  ],
  ta: [
    ['junsantos', 'அனைவருக்கும் வணக்கம்!'],
    ['marialuz', 'இன்று அதிர்ஷ்டம் உங்களுடன் இருக்கட்டும்'],
  ],
  bn: [
    ['bigwin777', 'সবাইকে শুভ সন্ধ্যা!'],
    ['kingcobra88', 'আজ স্লটে ভালো জিতেছি'],
  ],
  ar: [
    ['luckystar7', 'مساء الخير للجميع!'],
    ['junsantos', 'حظاً سعيداً في سحب اليانصيب الليلة'],
  ],
  uz: [
    ['marialuz', 'Hammaga salom! Omad tilayman'],
    ['bigwin777', 'Bugun slotda yaxshi yutdim'],
  ],
  ru: [
    ['kingcobra88', 'Всем привет! Кто сегодня в рулетку?'],
    ['luckystar7', 'Только что выиграл в слотах, всем удачи'],
  ],
};

const STAFF_NAME = 'Site team';

export async function seedChat(db: Db, now = new Date()): Promise<number> {
  await ensureRooms(db);
  const accounts = [...new Set(Object.values(LINES).flatMap((lines) => lines.map(([a]) => a)))];
  const members = await db
    .selectFrom('member')
    .select(['id', 'account', 'nickname', 'rank_level'])
    .where('account', 'in', accounts)
    .execute();
  const byAccount = new Map(members.map((m) => [m.account, m]));
  let written = 0;
  for (const [room, lines] of Object.entries(LINES)) {
    const any = await db
      .selectFrom('chat_message')
      .select('id')
      .where('room_id', '=', room)
      .limit(1)
      .executeTakeFirst();
    if (any) continue;
    let minutesAgo = lines.length * 7;
    for (const [account, text] of lines) {
      const member = byAccount.get(account);
      if (account !== 'staff' && !member) continue;
      await insertMessage(db, {
        room,
        memberId: member?.id ?? null,
        kind: member ? 'text' : 'news',
        authorName: member ? member.nickname : STAFF_NAME,
        authorRank: member?.rank_level ?? 0,
        body: text,
        createdAt: new Date(now.getTime() - minutesAgo * 60_000),
      });
      minutesAgo -= 7;
      written += 1;
    }
  }
  return written;
}

/**
 * Two reported messages in the English room, so the back office's chat moderation screen has something to decide on
 * a fresh start (docs/back-office.md "Running the site"). One report each (the member's report call allows one per
 * member and message). Idempotent: skipped once any report exists.
 */
const REPORTED: Array<{ author: string; text: string; reporter: string; reason: string }> = [
  {
    author: 'bigwin777',
    text: 'Free credits for everyone, add me on Telegram fastcash_ph and I send 500 now',
    reporter: 'marialuz',
    reason: 'scam',
  },
  {
    author: 'kingcobra88',
    text: 'whoever keeps posting baccarat tips is clueless, stop flooding the room',
    reporter: 'junsantos',
    reason: 'abuse',
  },
];

export async function seedChatReports(db: Db, now = new Date()): Promise<number> {
  if (await db.selectFrom('chat_report').select('id').limit(1).executeTakeFirst()) return 0;
  const accounts = REPORTED.flatMap((r) => [r.author, r.reporter]);
  const members = await db
    .selectFrom('member')
    .select(['id', 'account', 'nickname', 'rank_level'])
    .where('account', 'in', accounts)
    .execute();
  const byAccount = new Map(members.map((m) => [m.account, m]));
  let written = 0;
  for (const [i, r] of REPORTED.entries()) {
    const author = byAccount.get(r.author);
    const reporter = byAccount.get(r.reporter);
    if (!author || !reporter) continue;
    const message = await insertMessage(db, {
      room: 'en',
      memberId: author.id,
      kind: 'text',
      authorName: author.nickname,
      authorRank: author.rank_level,
      body: r.text,
      createdAt: new Date(now.getTime() - (20 - i * 5) * 60_000),
    });
    await db
      .insertInto('chat_report')
      .values({ message_id: message.id, reporter_id: reporter.id, reason: r.reason })
      .execute();
    written += 1;
  }
  return written;
}
