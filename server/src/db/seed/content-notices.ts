/**
 * The site notices of the demo seed (the ticker on every page, the notice list), as an operator writes them: a
 * maintenance window, a payment channel back, new tables, holiday payout times, a phishing warning, cashback, new
 * games, account security, the lottery, responsible play — in every offered language (docs/i18n.md "Operator
 * content"). English is the original; each language lists the same notices in the same order as [title, content].
 */
export const SITE_NOTICES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  en: [
    [
      'Scheduled maintenance: Sunday 03:00–05:00',
      '<p>Deposits and withdrawals pause on Sunday from 03:00 to 05:00 (GMT+8). Your balance and open bets are safe.</p>',
    ],
    [
      'GCash deposits are back to normal',
      '<p>GCash deposits are credited instantly again. Thank you for your patience.</p>',
    ],
    [
      'New live tables from Pragmatic Play',
      '<p>Live baccarat and roulette tables are now open in the <strong>Live casino</strong> lobby.</p>',
    ],
    [
      'Withdrawals over the holidays',
      '<p>From 24 to 26 December, withdrawals may take up to 2 hours to arrive.</p>',
    ],
    [
      'Beware of fake agents',
      '<p>Our staff never ask for your password or verification code. Contact us only through <strong>Customer service</strong> on this site.</p>',
    ],
    [
      'Weekly cashback every Monday',
      "<p>Cashback on last week's valid bets is credited every Monday before 12:00.</p>",
    ],
    [
      'Five new slots this week',
      '<p>New slots have arrived in the <strong>Slots</strong> lobby. Try them in free play first.</p>',
    ],
    [
      'Bind your mobile number',
      '<p>Bind your mobile number in the <em>Security Center</em> to protect your withdrawals.</p>',
    ],
    [
      'Keno and Fast 3D draw every minute',
      '<p>Bet around the clock; every draw can be verified on the results page.</p>',
    ],
    [
      'Play responsibly',
      '<p>Set a deposit limit or take a break at any time in the <em>Security Center</em>.</p>',
    ],
  ],
  'zh-CN': [
    [
      '计划维护：周日 03:00–05:00',
      '<p>周日 03:00 至 05:00（GMT+8）暂停存取款。您的余额和未结注单安全无虞。</p>',
    ],
    ['GCash 存款已恢复正常', '<p>GCash 存款已恢复即时到账，感谢您的耐心等待。</p>'],
    ['Pragmatic Play 真人新桌上线', '<p>真人百家乐和轮盘新桌已在<strong>真人娱乐场</strong>大厅开放。</p>'],
    ['节假日提款说明', '<p>12月24日至26日期间，提款到账最长可能需要2小时。</p>'],
    [
      '谨防假冒代理',
      '<p>我们的工作人员绝不会索要您的密码或验证码。请仅通过本站<strong>在线客服</strong>联系我们。</p>',
    ],
    ['每周一发放返水', '<p>上周有效投注的返水于每周一12:00前发放。</p>'],
    ['本周上新五款老虎机', '<p>新老虎机已上线<strong>老虎机</strong>大厅，可先免费试玩。</p>'],
    ['请绑定手机号码', '<p>在<em>安全中心</em>绑定手机号码，保护您的提款安全。</p>'],
    ['快乐8与快3每分钟开奖', '<p>全天候投注，每期开奖结果均可在开奖页面验证。</p>'],
    ['理性娱乐', '<p>您可随时在<em>安全中心</em>设置存款限额或暂停游戏。</p>'],
  ],
  'zh-TW': [
    [
      '計畫維護：週日 03:00–05:00',
      '<p>週日 03:00 至 05:00（GMT+8）暫停存提款。您的餘額與未結注單安全無虞。</p>',
    ],
    ['GCash 存款已恢復正常', '<p>GCash 存款已恢復即時到帳，感謝您的耐心等候。</p>'],
    ['Pragmatic Play 真人新桌上線', '<p>真人百家樂與輪盤新桌已在<strong>真人娛樂場</strong>大廳開放。</p>'],
    ['節假日提款說明', '<p>12月24日至26日期間，提款到帳最長可能需要2小時。</p>'],
    [
      '謹防假冒代理',
      '<p>我們的工作人員絕不會索取您的密碼或驗證碼。請僅透過本站<strong>線上客服</strong>聯絡我們。</p>',
    ],
    ['每週一發放返水', '<p>上週有效投注的返水於每週一12:00前發放。</p>'],
    ['本週上新五款老虎機', '<p>新老虎機已上線<strong>老虎機</strong>大廳，可先免費試玩。</p>'],
    ['請綁定手機號碼', '<p>在<em>安全中心</em>綁定手機號碼，保護您的提款安全。</p>'],
    ['快樂8與快3每分鐘開獎', '<p>全天候投注，每期開獎結果均可在開獎頁面驗證。</p>'],
    ['理性娛樂', '<p>您可隨時在<em>安全中心</em>設定存款限額或暫停遊戲。</p>'],
  ],
  ja: [
    [
      '定期メンテナンス：日曜 03:00–05:00',
      '<p>日曜 03:00〜05:00（GMT+8）は入出金を停止します。残高と未確定のベットは安全です。</p>',
    ],
    [
      'GCash入金は通常どおりに戻りました',
      '<p>GCashでの入金は再び即時反映されます。ご協力ありがとうございました。</p>',
    ],
    [
      'Pragmatic Playのライブテーブル新登場',
      '<p>ライブバカラとルーレットの新テーブルが<strong>ライブカジノ</strong>ロビーでオープンしました。</p>',
    ],
    ['年末年始の出金について', '<p>12月24日〜26日は、出金の着金まで最大2時間かかる場合があります。</p>'],
    [
      '偽エージェントにご注意ください',
      '<p>当社スタッフがパスワードや認証コードを尋ねることはありません。お問い合わせは本サイトの<strong>カスタマーサービス</strong>からのみお願いします。</p>',
    ],
    [
      '毎週月曜日にキャッシュバック',
      '<p>先週の有効ベットのキャッシュバックは毎週月曜12:00までに付与されます。</p>',
    ],
    [
      '今週の新作スロット5本',
      '<p><strong>スロット</strong>ロビーに新作が登場。まずは無料プレイでお試しください。</p>',
    ],
    [
      '携帯電話番号を登録してください',
      '<p><em>セキュリティセンター</em>で携帯電話番号を登録し、出金を守りましょう。</p>',
    ],
    ['キノとファスト3Dは毎分抽選', '<p>24時間ベットでき、すべての抽選結果は結果ページで検証できます。</p>'],
    ['責任あるプレイを', '<p><em>セキュリティセンター</em>でいつでも入金上限の設定や休止ができます。</p>'],
  ],
  th: [
    [
      'ปิดปรับปรุงระบบ: วันอาทิตย์ 03:00–05:00',
      '<p>งดฝาก-ถอนวันอาทิตย์ เวลา 03:00 ถึง 05:00 (GMT+8) ยอดเงินและเดิมพันที่ค้างอยู่ของคุณปลอดภัย</p>',
    ],
    ['ฝากเงินผ่าน GCash กลับมาเป็นปกติแล้ว', '<p>การฝากผ่าน GCash เข้าบัญชีทันทีอีกครั้ง ขอบคุณที่รอคอย</p>'],
    ['โต๊ะไลฟ์ใหม่จาก Pragmatic Play', '<p>โต๊ะบาคาร่าและรูเล็ตสดเปิดแล้วในล็อบบี้<strong>คาสิโนสด</strong></p>'],
    ['การถอนเงินช่วงวันหยุด', '<p>ระหว่างวันที่ 24–26 ธันวาคม การถอนเงินอาจใช้เวลาถึง 2 ชั่วโมง</p>'],
    [
      'ระวังเอเย่นต์ปลอม',
      '<p>เจ้าหน้าที่ของเราไม่เคยขอรหัสผ่านหรือรหัสยืนยันของคุณ ติดต่อเราผ่าน<strong>ฝ่ายบริการลูกค้า</strong>บนเว็บไซต์นี้เท่านั้น</p>',
    ],
    ['คืนยอดเสียทุกวันจันทร์', '<p>คืนยอดจากยอดเทิร์นของสัปดาห์ที่แล้วเข้าบัญชีทุกวันจันทร์ก่อน 12:00</p>'],
    ['สล็อตใหม่ 5 เกมสัปดาห์นี้', '<p>สล็อตใหม่มาแล้วในล็อบบี้<strong>สล็อต</strong> ลองเล่นฟรีก่อนได้</p>'],
    ['ผูกหมายเลขโทรศัพท์มือถือ', '<p>ผูกหมายเลขมือถือใน<em>ศูนย์ความปลอดภัย</em>เพื่อปกป้องการถอนเงินของคุณ</p>'],
    ['คีโนและ Fast 3D ออกผลทุกนาที', '<p>เดิมพันได้ตลอด 24 ชั่วโมง ทุกงวดตรวจสอบผลได้ที่หน้าผลรางวัล</p>'],
    ['เล่นอย่างรับผิดชอบ', '<p>ตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อใน<em>ศูนย์ความปลอดภัย</em></p>'],
  ],
  vi: [
    [
      'Bảo trì định kỳ: Chủ nhật 03:00–05:00',
      '<p>Tạm dừng nạp và rút tiền vào Chủ nhật từ 03:00 đến 05:00 (GMT+8). Số dư và cược đang mở của bạn vẫn an toàn.</p>',
    ],
    [
      'Nạp tiền GCash đã bình thường trở lại',
      '<p>Tiền nạp qua GCash lại được cộng ngay. Cảm ơn bạn đã kiên nhẫn.</p>',
    ],
    [
      'Bàn live mới từ Pragmatic Play',
      '<p>Bàn baccarat và roulette trực tiếp đã mở tại sảnh <strong>Sòng bài trực tuyến</strong>.</p>',
    ],
    ['Rút tiền dịp lễ', '<p>Từ 24 đến 26 tháng 12, tiền rút có thể mất đến 2 giờ để về tài khoản.</p>'],
    [
      'Cảnh giác đại lý giả mạo',
      '<p>Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh. Chỉ liên hệ qua <strong>Chăm sóc khách hàng</strong> trên trang này.</p>',
    ],
    [
      'Hoàn trả hằng tuần vào thứ Hai',
      '<p>Hoàn trả theo cược hợp lệ tuần trước được cộng mỗi thứ Hai trước 12:00.</p>',
    ],
    [
      'Năm slot mới tuần này',
      '<p>Slot mới đã có tại sảnh <strong>Slot</strong>. Hãy chơi thử miễn phí trước.</p>',
    ],
    [
      'Liên kết số điện thoại',
      '<p>Liên kết số điện thoại trong <em>Trung tâm bảo mật</em> để bảo vệ các lệnh rút tiền.</p>',
    ],
    [
      'Keno và Fast 3D quay số mỗi phút',
      '<p>Đặt cược suốt ngày đêm; mọi kết quả đều kiểm chứng được trên trang kết quả.</p>',
    ],
    [
      'Chơi có trách nhiệm',
      '<p>Đặt hạn mức nạp hoặc tạm nghỉ bất cứ lúc nào trong <em>Trung tâm bảo mật</em>.</p>',
    ],
  ],
  my: [
    [
      'စီစဉ်ထားသော ပြုပြင်ထိန်းသိမ်းမှု- တနင်္ဂနွေ 03:00–05:00',
      '<p>တနင်္ဂနွေ 03:00 မှ 05:00 (GMT+8) အထိ ငွေသွင်း/ငွေထုတ် ခေတ္တရပ်ပါမည်။ သင့်လက်ကျန်ငွေနှင့် ဖွင့်ထားသော လောင်းကြေးများ လုံခြုံပါသည်။</p>',
    ],
    [
      'GCash ငွေသွင်းခြင်း ပုံမှန်ပြန်ဖြစ်ပါပြီ',
      '<p>GCash ငွေသွင်းမှုများ ချက်ချင်း ပြန်ဝင်ပါပြီ။ စောင့်ဆိုင်းပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။</p>',
    ],
    [
      'Pragmatic Play မှ တိုက်ရိုက်စားပွဲအသစ်များ',
      '<p>တိုက်ရိုက် ဘာကာရာနှင့် ရူလက် စားပွဲများ <strong>တိုက်ရိုက်ကာစီနို</strong> လော်ဘီတွင် ဖွင့်ပါပြီ။</p>',
    ],
    ['ပိတ်ရက်အတွင်း ငွေထုတ်ခြင်း', '<p>ဒီဇင်ဘာ 24 မှ 26 အတွင်း ငွေထုတ်မှု ရောက်ရှိရန် 2 နာရီအထိ ကြာနိုင်ပါသည်။</p>'],
    [
      'အတုအယောင် အေးဂျင့်များကို သတိပြုပါ',
      '<p>ကျွန်ုပ်တို့ဝန်ထမ်းများသည် သင့်စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ်ကို ဘယ်တော့မှ မမေးပါ။ ဤဆိုက်ရှိ <strong>ဖောက်သည်ဝန်ဆောင်မှု</strong> မှတစ်ဆင့်သာ ဆက်သွယ်ပါ။</p>',
    ],
    [
      'တနင်္လာတိုင်း အပတ်စဉ် ငွေပြန်အမ်း',
      '<p>ပြီးခဲ့သည့်အပတ် မှန်ကန်သော လောင်းကြေးများအတွက် ငွေပြန်အမ်းကို တနင်္လာနေ့ 12:00 မတိုင်မီ ထည့်ပေးပါသည်။</p>',
    ],
    ['ဤအပတ် စလော့အသစ် ငါးမျိုး', '<p><strong>စလော့</strong> လော်ဘီတွင် ဂိမ်းအသစ်များ ရောက်ပါပြီ။ အခမဲ့ အရင်စမ်းကစားကြည့်ပါ။</p>'],
    ['သင့်ဖုန်းနံပါတ်ကို ချိတ်ဆက်ပါ', '<p>သင့်ငွေထုတ်မှုများကို ကာကွယ်ရန် <em>လုံခြုံရေးစင်တာ</em> တွင် ဖုန်းနံပါတ် ချိတ်ဆက်ပါ။</p>'],
    ['ကီနိုနှင့် Fast 3D တစ်မိနစ်တိုင်း ဖွင့်သည်', '<p>အချိန်မရွေး လောင်းနိုင်ပြီး ရလဒ်တိုင်းကို ရလဒ်စာမျက်နှာတွင် စစ်ဆေးနိုင်ပါသည်။</p>'],
    [
      'တာဝန်ယူမှုရှိစွာ ကစားပါ',
      '<p><em>လုံခြုံရေးစင်တာ</em> တွင် ငွေသွင်းကန့်သတ်ချက် သတ်မှတ်ခြင်း သို့မဟုတ် ခေတ္တနားခြင်း အချိန်မရွေး ပြုလုပ်နိုင်ပါသည်။</p>',
    ],
  ],
  es: [
    [
      'Mantenimiento programado: domingo 03:00–05:00',
      '<p>Los depósitos y retiros se pausan el domingo de 03:00 a 05:00 (GMT+8). Tu saldo y tus apuestas abiertas están seguros.</p>',
    ],
    [
      'Los depósitos con GCash ya funcionan con normalidad',
      '<p>Los depósitos con GCash vuelven a acreditarse al instante. Gracias por tu paciencia.</p>',
    ],
    [
      'Nuevas mesas en vivo de Pragmatic Play',
      '<p>Las mesas de baccarat y ruleta en vivo ya están abiertas en el lobby de <strong>Casino en vivo</strong>.</p>',
    ],
    [
      'Retiros durante las fiestas',
      '<p>Del 24 al 26 de diciembre, los retiros pueden tardar hasta 2 horas en llegar.</p>',
    ],
    [
      'Cuidado con los agentes falsos',
      '<p>Nuestro personal nunca te pedirá tu contraseña ni tu código de verificación. Contáctanos solo por <strong>Atención al cliente</strong> en este sitio.</p>',
    ],
    [
      'Cashback semanal cada lunes',
      '<p>El cashback de las apuestas válidas de la semana pasada se abona cada lunes antes de las 12:00.</p>',
    ],
    [
      'Cinco slots nuevos esta semana',
      '<p>Han llegado slots nuevos al lobby de <strong>Slots</strong>. Pruébalos primero gratis.</p>',
    ],
    [
      'Vincula tu número de móvil',
      '<p>Vincula tu móvil en el <em>Centro de seguridad</em> para proteger tus retiros.</p>',
    ],
    [
      'Keno y Fast 3D sortean cada minuto',
      '<p>Apuesta a toda hora; cada sorteo se puede verificar en la página de resultados.</p>',
    ],
    [
      'Juega con responsabilidad',
      '<p>Fija un límite de depósito o toma un descanso cuando quieras en el <em>Centro de seguridad</em>.</p>',
    ],
  ],
  hi: [
    [
      'निर्धारित रखरखाव: रविवार 03:00–05:00',
      '<p>रविवार 03:00 से 05:00 (GMT+8) तक जमा और निकासी रुकी रहेगी। आपका बैलेंस और खुले दांव सुरक्षित हैं।</p>',
    ],
    ['GCash जमा फिर से सामान्य', '<p>GCash जमा फिर से तुरंत जुड़ रहे हैं। धैर्य के लिए धन्यवाद।</p>'],
    [
      'Pragmatic Play की नई लाइव टेबल',
      '<p>लाइव बैकारेट और रूलेट टेबल अब <strong>लाइव कैसीनो</strong> लॉबी में खुली हैं।</p>',
    ],
    ['छुट्टियों में निकासी', '<p>24 से 26 दिसंबर तक निकासी पहुँचने में 2 घंटे तक लग सकते हैं।</p>'],
    [
      'नकली एजेंटों से सावधान',
      '<p>हमारे कर्मचारी कभी आपका पासवर्ड या सत्यापन कोड नहीं माँगते। हमसे केवल इस साइट की <strong>ग्राहक सेवा</strong> से संपर्क करें।</p>',
    ],
    ['हर सोमवार साप्ताहिक कैशबैक', '<p>पिछले सप्ताह के वैध दांव का कैशबैक हर सोमवार 12:00 से पहले जमा होता है।</p>'],
    ['इस सप्ताह पाँच नए स्लॉट', '<p><strong>स्लॉट</strong> लॉबी में नए स्लॉट आ गए हैं। पहले मुफ़्त में आज़माएँ।</p>'],
    ['अपना मोबाइल नंबर जोड़ें', '<p>अपनी निकासी सुरक्षित रखने के लिए <em>सुरक्षा केंद्र</em> में मोबाइल नंबर जोड़ें।</p>'],
    ['कीनो और फ़ास्ट 3D हर मिनट ड्रॉ', '<p>किसी भी समय दांव लगाएँ; हर ड्रॉ परिणाम पेज पर जाँचा जा सकता है।</p>'],
    ['ज़िम्मेदारी से खेलें', '<p><em>सुरक्षा केंद्र</em> में कभी भी जमा सीमा तय करें या ब्रेक लें।</p>'],
  ],
  id: [
    [
      'Pemeliharaan terjadwal: Minggu 03:00–05:00',
      '<p>Deposit dan penarikan dihentikan sementara pada Minggu pukul 03:00–05:00 (GMT+8). Saldo dan taruhan terbuka Anda aman.</p>',
    ],
    [
      'Deposit GCash kembali normal',
      '<p>Deposit GCash kembali masuk seketika. Terima kasih atas kesabaran Anda.</p>',
    ],
    [
      'Meja live baru dari Pragmatic Play',
      '<p>Meja baccarat dan rolet live kini dibuka di lobi <strong>Kasino live</strong>.</p>',
    ],
    ['Penarikan selama libur', '<p>Pada 24–26 Desember, penarikan bisa memakan waktu hingga 2 jam.</p>'],
    [
      'Waspada agen palsu',
      '<p>Staf kami tidak pernah meminta kata sandi atau kode verifikasi Anda. Hubungi kami hanya melalui <strong>Layanan pelanggan</strong> di situs ini.</p>',
    ],
    [
      'Cashback mingguan setiap Senin',
      '<p>Cashback dari taruhan valid minggu lalu dikreditkan setiap Senin sebelum pukul 12:00.</p>',
    ],
    [
      'Lima slot baru minggu ini',
      '<p>Slot baru telah hadir di lobi <strong>Slot</strong>. Coba dulu secara gratis.</p>',
    ],
    [
      'Hubungkan nomor ponsel Anda',
      '<p>Hubungkan nomor ponsel di <em>Pusat keamanan</em> untuk melindungi penarikan Anda.</p>',
    ],
    [
      'Keno dan Fast 3D diundi setiap menit',
      '<p>Bertaruh kapan saja; setiap undian dapat diverifikasi di halaman hasil.</p>',
    ],
    [
      'Bermain secara bertanggung jawab',
      '<p>Atur batas deposit atau rehat kapan saja di <em>Pusat keamanan</em>.</p>',
    ],
  ],
  km: [
    [
      'ការថែទាំតាមកាលវិភាគ៖ ថ្ងៃអាទិត្យ 03:00–05:00',
      '<p>ការដាក់ និងដកប្រាក់ផ្អាកនៅថ្ងៃអាទិត្យ ម៉ោង 03:00 ដល់ 05:00 (GMT+8)។ សមតុល្យ និងការភ្នាល់ដែលកំពុងបើករបស់អ្នកមានសុវត្ថិភាព។</p>',
    ],
    ['ការដាក់ប្រាក់តាម GCash ដំណើរការធម្មតាវិញ', '<p>ការដាក់ប្រាក់តាម GCash ចូលភ្លាមៗវិញហើយ។ សូមអរគុណចំពោះការអត់ធ្មត់។</p>'],
    ['តុផ្សាយផ្ទាល់ថ្មីពី Pragmatic Play', '<p>តុបាការ៉ាត់ និងរ៉ូឡែតផ្ទាល់ បានបើកនៅឡប់ប៊ី<strong>កាស៊ីណូផ្ទាល់</strong>ហើយ។</p>'],
    ['ការដកប្រាក់ក្នុងរដូវបុណ្យ', '<p>ពីថ្ងៃទី 24 ដល់ 26 ធ្នូ ការដកប្រាក់អាចចំណាយពេលរហូតដល់ 2 ម៉ោង។</p>'],
    [
      'ប្រយ័ត្នភ្នាក់ងារក្លែងក្លាយ',
      '<p>បុគ្គលិករបស់យើងមិនដែលសុំពាក្យសម្ងាត់ ឬលេខកូដផ្ទៀងផ្ទាត់របស់អ្នកឡើយ។ សូមទាក់ទងតាម<strong>សេវាអតិថិជន</strong>នៅលើគេហទំព័រនេះតែប៉ុណ្ណោះ។</p>',
    ],
    [
      'ប្រាក់ត្រឡប់ប្រចាំសប្តាហ៍រៀងរាល់ថ្ងៃច័ន្ទ',
      '<p>ប្រាក់ត្រឡប់ពីការភ្នាល់ត្រឹមត្រូវសប្តាហ៍មុន ត្រូវបានបញ្ចូលរៀងរាល់ថ្ងៃច័ន្ទមុនម៉ោង 12:00។</p>',
    ],
    ['ស្លុតថ្មីប្រាំក្នុងសប្តាហ៍នេះ', '<p>ស្លុតថ្មីបានមកដល់ឡប់ប៊ី<strong>ស្លុត</strong>ហើយ។ សាកលេងដោយឥតគិតថ្លៃជាមុនសិន។</p>'],
    ['ភ្ជាប់លេខទូរស័ព្ទរបស់អ្នក', '<p>ភ្ជាប់លេខទូរស័ព្ទនៅក្នុង<em>មជ្ឈមណ្ឌលសុវត្ថិភាព</em> ដើម្បីការពារការដកប្រាក់របស់អ្នក។</p>'],
    ['Keno និង Fast 3D ចេញលទ្ធផលរៀងរាល់នាទី', '<p>ភ្នាល់បានគ្រប់ពេល រាល់ការចាប់ឆ្នោតអាចផ្ទៀងផ្ទាត់បាននៅទំព័រលទ្ធផល។</p>'],
    ['លេងដោយទំនួលខុសត្រូវ', '<p>កំណត់ដែនកំណត់ដាក់ប្រាក់ ឬសម្រាកបានគ្រប់ពេលនៅក្នុង<em>មជ្ឈមណ្ឌលសុវត្ថិភាព</em>។</p>'],
  ],
  ko: [
    [
      '정기 점검: 일요일 03:00–05:00',
      '<p>일요일 03:00~05:00(GMT+8)에는 입출금이 중단됩니다. 잔액과 진행 중인 베팅은 안전합니다.</p>',
    ],
    ['GCash 입금 정상화', '<p>GCash 입금이 다시 즉시 반영됩니다. 기다려 주셔서 감사합니다.</p>'],
    [
      'Pragmatic Play 라이브 테이블 신규 오픈',
      '<p>라이브 바카라와 룰렛 테이블이 <strong>라이브 카지노</strong> 로비에 열렸습니다.</p>',
    ],
    ['연휴 기간 출금 안내', '<p>12월 24일부터 26일까지는 출금 도착에 최대 2시간이 걸릴 수 있습니다.</p>'],
    [
      '사칭 에이전트 주의',
      '<p>저희 직원은 절대 비밀번호나 인증 코드를 묻지 않습니다. 문의는 본 사이트의 <strong>고객센터</strong>로만 해 주세요.</p>',
    ],
    ['매주 월요일 캐시백 지급', '<p>지난주 유효 베팅에 대한 캐시백은 매주 월요일 12:00 전에 지급됩니다.</p>'],
    [
      '이번 주 신규 슬롯 5종',
      '<p><strong>슬롯</strong> 로비에 신규 슬롯이 추가되었습니다. 먼저 무료로 체험해 보세요.</p>',
    ],
    ['휴대폰 번호를 등록하세요', '<p><em>보안 센터</em>에서 휴대폰 번호를 등록해 출금을 보호하세요.</p>'],
    [
      '키노와 패스트 3D 매분 추첨',
      '<p>24시간 베팅할 수 있으며 모든 추첨은 결과 페이지에서 검증할 수 있습니다.</p>',
    ],
    ['책임감 있는 게임', '<p><em>보안 센터</em>에서 언제든 입금 한도를 설정하거나 잠시 쉴 수 있습니다.</p>'],
  ],
  ms: [
    [
      'Penyelenggaraan berjadual: Ahad 03:00–05:00',
      '<p>Deposit dan pengeluaran dihentikan seketika pada Ahad dari 03:00 hingga 05:00 (GMT+8). Baki dan pertaruhan terbuka anda selamat.</p>',
    ],
    [
      'Deposit GCash kembali normal',
      '<p>Deposit GCash kembali dikreditkan serta-merta. Terima kasih atas kesabaran anda.</p>',
    ],
    [
      'Meja langsung baharu daripada Pragmatic Play',
      '<p>Meja bakarat dan rolet langsung kini dibuka di lobi <strong>Kasino langsung</strong>.</p>',
    ],
    [
      'Pengeluaran sepanjang cuti',
      '<p>Dari 24 hingga 26 Disember, pengeluaran mungkin mengambil masa sehingga 2 jam.</p>',
    ],
    [
      'Berhati-hati dengan ejen palsu',
      '<p>Kakitangan kami tidak akan meminta kata laluan atau kod pengesahan anda. Hubungi kami hanya melalui <strong>Khidmat pelanggan</strong> di laman ini.</p>',
    ],
    [
      'Pulangan tunai mingguan setiap Isnin',
      '<p>Pulangan tunai daripada pertaruhan sah minggu lepas dikreditkan setiap Isnin sebelum 12:00.</p>',
    ],
    [
      'Lima slot baharu minggu ini',
      '<p>Slot baharu telah tiba di lobi <strong>Slot</strong>. Cuba secara percuma dahulu.</p>',
    ],
    [
      'Pautkan nombor telefon anda',
      '<p>Pautkan nombor telefon di <em>Pusat keselamatan</em> untuk melindungi pengeluaran anda.</p>',
    ],
    [
      'Keno dan Fast 3D dicabut setiap minit',
      '<p>Bertaruh bila-bila masa; setiap cabutan boleh disahkan di halaman keputusan.</p>',
    ],
    [
      'Bermain secara bertanggungjawab',
      '<p>Tetapkan had deposit atau berehat bila-bila masa di <em>Pusat keselamatan</em>.</p>',
    ],
  ],
  pt: [
    [
      'Manutenção programada: domingo 03:00–05:00',
      '<p>Depósitos e saques ficam pausados no domingo das 03:00 às 05:00 (GMT+8). Seu saldo e suas apostas abertas estão seguros.</p>',
    ],
    [
      'Depósitos via GCash normalizados',
      '<p>Os depósitos via GCash voltaram a cair na hora. Obrigado pela paciência.</p>',
    ],
    [
      'Novas mesas ao vivo da Pragmatic Play',
      '<p>Mesas de bacará e roleta ao vivo já estão abertas no lobby do <strong>Cassino ao vivo</strong>.</p>',
    ],
    [
      'Saques durante os feriados',
      '<p>De 24 a 26 de dezembro, os saques podem levar até 2 horas para chegar.</p>',
    ],
    [
      'Cuidado com agentes falsos',
      '<p>Nossa equipe nunca pede sua senha ou código de verificação. Fale conosco só pelo <strong>Atendimento</strong> deste site.</p>',
    ],
    [
      'Cashback semanal toda segunda',
      '<p>O cashback das apostas válidas da semana passada é creditado toda segunda antes das 12:00.</p>',
    ],
    [
      'Cinco slots novos nesta semana',
      '<p>Chegaram slots novos ao lobby de <strong>Slots</strong>. Experimente grátis primeiro.</p>',
    ],
    [
      'Vincule seu número de celular',
      '<p>Vincule seu celular na <em>Central de segurança</em> para proteger seus saques.</p>',
    ],
    [
      'Keno e Fast 3D sorteiam a cada minuto',
      '<p>Aposte a qualquer hora; todo sorteio pode ser verificado na página de resultados.</p>',
    ],
    [
      'Jogue com responsabilidade',
      '<p>Defina um limite de depósito ou faça uma pausa quando quiser na <em>Central de segurança</em>.</p>',
    ],
  ],
  ta: [
    [
      'திட்டமிட்ட பராமரிப்பு: ஞாயிறு 03:00–05:00',
      '<p>ஞாயிறு 03:00 முதல் 05:00 (GMT+8) வரை வைப்பு மற்றும் பணம் எடுத்தல் நிறுத்தப்படும். உங்கள் இருப்பும் திறந்த பந்தயங்களும் பாதுகாப்பாக உள்ளன.</p>',
    ],
    [
      'GCash வைப்பு மீண்டும் இயல்பு நிலையில்',
      '<p>GCash வைப்புகள் மீண்டும் உடனே வரவு வைக்கப்படுகின்றன. பொறுமைக்கு நன்றி.</p>',
    ],
    [
      'Pragmatic Play-இன் புதிய நேரலை மேசைகள்',
      '<p>நேரலை பக்காரா மற்றும் ரூலெட் மேசைகள் <strong>நேரலை கேசினோ</strong> லாபியில் திறக்கப்பட்டுள்ளன.</p>',
    ],
    ['விடுமுறை நாட்களில் பணம் எடுத்தல்', '<p>டிசம்பர் 24 முதல் 26 வரை பணம் வந்து சேர 2 மணி நேரம் வரை ஆகலாம்.</p>'],
    [
      'போலி முகவர்களிடம் எச்சரிக்கை',
      '<p>எங்கள் ஊழியர்கள் உங்கள் கடவுச்சொல்லையோ சரிபார்ப்புக் குறியீட்டையோ ஒருபோதும் கேட்க மாட்டார்கள். இந்தத் தளத்தின் <strong>வாடிக்கையாளர் சேவை</strong> வழியாக மட்டுமே தொடர்புகொள்ளுங்கள்.</p>',
    ],
    [
      'ஒவ்வொரு திங்களும் வாராந்திர கேஷ்பேக்',
      '<p>கடந்த வாரச் செல்லுபடியான பந்தயங்களுக்கான கேஷ்பேக் ஒவ்வொரு திங்களும் 12:00-க்கு முன் வரவு வைக்கப்படும்.</p>',
    ],
    [
      'இந்த வாரம் ஐந்து புதிய ஸ்லாட்டுகள்',
      '<p><strong>ஸ்லாட்டுகள்</strong> லாபியில் புதிய ஸ்லாட்டுகள் வந்துள்ளன. முதலில் இலவசமாக முயலுங்கள்.</p>',
    ],
    [
      'உங்கள் மொபைல் எண்ணை இணைக்கவும்',
      '<p>பணம் எடுத்தலைப் பாதுகாக்க <em>பாதுகாப்பு மையம்</em>-இல் மொபைல் எண்ணை இணைக்கவும்.</p>',
    ],
    [
      'கீனோ மற்றும் ஃபாஸ்ட் 3D ஒவ்வொரு நிமிடமும் குலுக்கல்',
      '<p>எந்நேரமும் பந்தயம் கட்டலாம்; ஒவ்வொரு குலுக்கலையும் முடிவுகள் பக்கத்தில் சரிபார்க்கலாம்.</p>',
    ],
    [
      'பொறுப்புடன் விளையாடுங்கள்',
      '<p><em>பாதுகாப்பு மையம்</em>-இல் எப்போது வேண்டுமானாலும் வைப்பு வரம்பை அமைக்கலாம் அல்லது இடைவேளை எடுக்கலாம்.</p>',
    ],
  ],
  bn: [
    [
      'নির্ধারিত রক্ষণাবেক্ষণ: রবিবার 03:00–05:00',
      '<p>রবিবার 03:00 থেকে 05:00 (GMT+8) পর্যন্ত জমা ও উত্তোলন বন্ধ থাকবে। আপনার ব্যালেন্স ও খোলা বাজি নিরাপদ।</p>',
    ],
    ['GCash জমা আবার স্বাভাবিক', '<p>GCash জমা আবার সঙ্গে সঙ্গে যোগ হচ্ছে। ধৈর্যের জন্য ধন্যবাদ।</p>'],
    [
      'Pragmatic Play-এর নতুন লাইভ টেবিল',
      '<p>লাইভ ব্যাকারা ও রুলেট টেবিল এখন <strong>লাইভ ক্যাসিনো</strong> লবিতে খোলা।</p>',
    ],
    ['ছুটির সময়ে উত্তোলন', '<p>২৪ থেকে ২৬ ডিসেম্বর উত্তোলন পৌঁছাতে ২ ঘণ্টা পর্যন্ত লাগতে পারে।</p>'],
    [
      'ভুয়া এজেন্ট থেকে সাবধান',
      '<p>আমাদের কর্মীরা কখনো আপনার পাসওয়ার্ড বা যাচাই কোড চান না। শুধু এই সাইটের <strong>গ্রাহক সেবা</strong>-র মাধ্যমে যোগাযোগ করুন।</p>',
    ],
    [
      'প্রতি সোমবার সাপ্তাহিক ক্যাশব্যাক',
      '<p>গত সপ্তাহের বৈধ বাজির ক্যাশব্যাক প্রতি সোমবার 12:00-এর আগে জমা হয়।</p>',
    ],
    ['এই সপ্তাহে পাঁচটি নতুন স্লট', '<p><strong>স্লট</strong> লবিতে নতুন স্লট এসেছে। আগে বিনামূল্যে খেলে দেখুন।</p>'],
    [
      'আপনার মোবাইল নম্বর যুক্ত করুন',
      '<p>উত্তোলন সুরক্ষিত রাখতে <em>নিরাপত্তা কেন্দ্র</em>-এ মোবাইল নম্বর যুক্ত করুন।</p>',
    ],
    ['কেনো ও ফাস্ট 3D প্রতি মিনিটে ড্র', '<p>যেকোনো সময় বাজি ধরুন; প্রতিটি ড্র ফলাফল পাতায় যাচাই করা যায়।</p>'],
    ['দায়িত্ব নিয়ে খেলুন', '<p><em>নিরাপত্তা কেন্দ্র</em>-এ যেকোনো সময় জমার সীমা ঠিক করুন বা বিরতি নিন।</p>'],
  ],
  ar: [
    [
      'صيانة مجدولة: الأحد 03:00–05:00',
      '<p>تتوقف الإيداعات والسحوبات يوم الأحد من 03:00 إلى 05:00 (GMT+8). رصيدك ورهاناتك المفتوحة في أمان.</p>',
    ],
    ['عادت إيداعات GCash إلى طبيعتها', '<p>تُضاف إيداعات GCash فورًا من جديد. شكرًا لصبرك.</p>'],
    [
      'طاولات مباشرة جديدة من Pragmatic Play',
      '<p>طاولات الباكارات والروليت المباشرة مفتوحة الآن في ردهة <strong>الكازينو المباشر</strong>.</p>',
    ],
    ['السحوبات خلال العطلات', '<p>من 24 إلى 26 ديسمبر قد يستغرق وصول السحب حتى ساعتين.</p>'],
    [
      'احذر الوكلاء المزيفين',
      '<p>لا يطلب موظفونا أبدًا كلمة مرورك أو رمز التحقق. تواصل معنا فقط عبر <strong>خدمة العملاء</strong> في هذا الموقع.</p>',
    ],
    [
      'استرداد نقدي أسبوعي كل اثنين',
      '<p>يُضاف الاسترداد النقدي على الرهانات الصالحة للأسبوع الماضي كل يوم اثنين قبل الساعة 12:00.</p>',
    ],
    [
      'خمس ألعاب سلوت جديدة هذا الأسبوع',
      '<p>وصلت ألعاب سلوت جديدة إلى ردهة <strong>السلوتس</strong>. جرّبها مجانًا أولًا.</p>',
    ],
    ['اربط رقم هاتفك المحمول', '<p>اربط رقم هاتفك في <em>مركز الأمان</em> لحماية سحوباتك.</p>'],
    ['سحب كينو وفاست 3D كل دقيقة', '<p>راهن في أي وقت؛ ويمكن التحقق من كل سحب في صفحة النتائج.</p>'],
    ['العب بمسؤولية', '<p>حدّد سقفًا للإيداع أو خذ استراحة في أي وقت من <em>مركز الأمان</em>.</p>'],
  ],
  uz: [
    [
      'Rejali texnik ishlar: yakshanba 03:00–05:00',
      '<p>Yakshanba kuni 03:00 dan 05:00 gacha (GMT+8) depozit va yechib olish to‘xtatiladi. Balansingiz va ochiq tikishlaringiz xavfsiz.</p>',
    ],
    [
      'GCash orqali depozit yana odatdagidek',
      '<p>GCash depozitlari yana darhol tushmoqda. Sabringiz uchun rahmat.</p>',
    ],
    [
      'Pragmatic Play’dan yangi jonli stollar',
      '<p>Jonli baccarat va ruletka stollari <strong>Jonli kazino</strong> lobbisida ochildi.</p>',
    ],
    [
      'Bayram kunlarida pul yechish',
      '<p>24–26-dekabr kunlari pul yechish 2 soatgacha cho‘zilishi mumkin.</p>',
    ],
    [
      'Soxta agentlardan ehtiyot bo‘ling',
      '<p>Xodimlarimiz hech qachon parolingiz yoki tasdiqlash kodingizni so‘ramaydi. Biz bilan faqat shu saytdagi <strong>Mijozlarga xizmat</strong> orqali bog‘laning.</p>',
    ],
    [
      'Har dushanba haftalik keshbek',
      '<p>O‘tgan haftadagi haqiqiy tikishlar keshbeki har dushanba soat 12:00 gacha beriladi.</p>',
    ],
    [
      'Bu hafta beshta yangi slot',
      '<p><strong>Slotlar</strong> lobbisiga yangi o‘yinlar keldi. Avval bepul sinab ko‘ring.</p>',
    ],
    [
      'Telefon raqamingizni bog‘lang',
      '<p>Pul yechishni himoya qilish uchun <em>Xavfsizlik markazida</em> telefon raqamingizni bog‘lang.</p>',
    ],
    [
      'Keno va Fast 3D har daqiqada',
      '<p>Istalgan vaqtda tiking; har bir o‘yin natijalar sahifasida tekshiriladi.</p>',
    ],
    [
      'Mas’uliyat bilan o‘ynang',
      '<p><em>Xavfsizlik markazida</em> istalgan vaqtda depozit limitini qo‘ying yoki tanaffus qiling.</p>',
    ],
  ],
  ru: [
    [
      'Плановые работы: воскресенье 03:00–05:00',
      '<p>В воскресенье с 03:00 до 05:00 (GMT+8) пополнения и выводы приостановлены. Ваш баланс и открытые ставки в безопасности.</p>',
    ],
    [
      'Пополнения через GCash снова работают',
      '<p>Пополнения через GCash снова зачисляются мгновенно. Спасибо за терпение.</p>',
    ],
    [
      'Новые live-столы от Pragmatic Play',
      '<p>Столы live-баккары и рулетки открыты в лобби <strong>Live-казино</strong>.</p>',
    ],
    ['Выводы в праздники', '<p>С 24 по 26 декабря вывод может идти до 2 часов.</p>'],
    [
      'Осторожно: фальшивые агенты',
      '<p>Наши сотрудники никогда не спрашивают ваш пароль или код подтверждения. Связывайтесь с нами только через <strong>Службу поддержки</strong> на этом сайте.</p>',
    ],
    [
      'Еженедельный кешбэк по понедельникам',
      '<p>Кешбэк за действительные ставки прошлой недели начисляется каждый понедельник до 12:00.</p>',
    ],
    [
      'Пять новых слотов на этой неделе',
      '<p>В лобби <strong>Слоты</strong> появились новые игры. Сначала попробуйте бесплатно.</p>',
    ],
    [
      'Привяжите номер телефона',
      '<p>Привяжите номер телефона в <em>Центре безопасности</em>, чтобы защитить выводы.</p>',
    ],
    [
      'Кено и Fast 3D — розыгрыш каждую минуту',
      '<p>Ставьте круглосуточно; каждый розыгрыш можно проверить на странице результатов.</p>',
    ],
    [
      'Играйте ответственно',
      '<p>Установите лимит пополнений или сделайте перерыв в любое время в <em>Центре безопасности</em>.</p>',
    ],
  ],
  tl: [
    [
      'Nakatakdang maintenance: Linggo 03:00–05:00',
      '<p>Hihinto ang deposit at withdrawal sa Linggo mula 03:00 hanggang 05:00 (GMT+8). Ligtas ang iyong balanse at mga bukas na taya.</p>',
    ],
    [
      'Normal na muli ang GCash deposit',
      '<p>Agad nang pumapasok muli ang mga GCash deposit. Salamat sa iyong pasensya.</p>',
    ],
    [
      'Bagong live tables mula sa Pragmatic Play',
      '<p>Bukas na ang live baccarat at roulette tables sa lobby ng <strong>Live casino</strong>.</p>',
    ],
    [
      'Withdrawal ngayong holiday',
      '<p>Mula Disyembre 24 hanggang 26, maaaring umabot ng hanggang 2 oras bago dumating ang withdrawal.</p>',
    ],
    [
      'Mag-ingat sa pekeng ahente',
      '<p>Hindi kailanman hihingin ng aming staff ang iyong password o verification code. Makipag-ugnayan lamang sa <strong>Customer service</strong> ng site na ito.</p>',
    ],
    [
      'Lingguhang cashback tuwing Lunes',
      '<p>Ang cashback mula sa valid bets noong nakaraang linggo ay ibinibigay tuwing Lunes bago mag-12:00.</p>',
    ],
    [
      'Limang bagong slot ngayong linggo',
      '<p>Dumating na ang mga bagong slot sa lobby ng <strong>Slots</strong>. Subukan muna nang libre.</p>',
    ],
    [
      'I-bind ang iyong mobile number',
      '<p>I-bind ang iyong mobile number sa <em>Security Center</em> para maprotektahan ang iyong mga withdrawal.</p>',
    ],
    [
      'Bawat minuto ang bola ng Keno at Fast 3D',
      '<p>Tumaya anumang oras; bawat bola ay mabe-verify sa pahina ng resulta.</p>',
    ],
    [
      'Maglaro nang responsable',
      '<p>Magtakda ng deposit limit o magpahinga anumang oras sa <em>Security Center</em>.</p>',
    ],
  ],
  ur: [
    [
      'طے شدہ دیکھ بھال: اتوار 03:00–05:00',
      '<p>اتوار کو 03:00 سے 05:00 (GMT+8) تک جمع اور نکالنا بند رہے گا۔ آپ کا بیلنس اور کھلی شرطیں محفوظ ہیں۔</p>',
    ],
    ['GCash ڈپازٹ دوبارہ معمول پر', '<p>GCash ڈپازٹ دوبارہ فوراً جمع ہو رہے ہیں۔ صبر کا شکریہ۔</p>'],
    [
      'Pragmatic Play کی نئی لائیو میزیں',
      '<p>لائیو بیکریٹ اور رولیٹ میزیں اب <strong>لائیو کیسینو</strong> لابی میں کھلی ہیں۔</p>',
    ],
    ['چھٹیوں میں رقم نکالنا', '<p>24 سے 26 دسمبر تک رقم پہنچنے میں 2 گھنٹے تک لگ سکتے ہیں۔</p>'],
    [
      'جعلی ایجنٹوں سے ہوشیار رہیں',
      '<p>ہمارا عملہ کبھی آپ کا پاس ورڈ یا تصدیقی کوڈ نہیں مانگتا۔ صرف اس سائٹ کی <strong>کسٹمر سروس</strong> سے رابطہ کریں۔</p>',
    ],
    [
      'ہر پیر ہفتہ وار کیش بیک',
      '<p>پچھلے ہفتے کی درست شرطوں کا کیش بیک ہر پیر 12:00 سے پہلے جمع ہوتا ہے۔</p>',
    ],
    [
      'اس ہفتے پانچ نئے سلاٹس',
      '<p><strong>سلاٹس</strong> لابی میں نئے سلاٹس آ گئے ہیں۔ پہلے مفت آزمائیں۔</p>',
    ],
    [
      'اپنا موبائل نمبر منسلک کریں',
      '<p>اپنی رقم نکالنے کو محفوظ رکھنے کے لیے <em>سیکیورٹی سینٹر</em> میں موبائل نمبر منسلک کریں۔</p>',
    ],
    [
      'کینو اور فاسٹ 3D ہر منٹ قرعہ',
      '<p>کسی بھی وقت شرط لگائیں؛ ہر قرعہ نتائج کے صفحے پر جانچا جا سکتا ہے۔</p>',
    ],
    [
      'ذمہ داری سے کھیلیں',
      '<p><em>سیکیورٹی سینٹر</em> میں کسی بھی وقت ڈپازٹ کی حد مقرر کریں یا وقفہ لیں۔</p>',
    ],
  ],
  tr: [
    [
      'Planlı bakım: Pazar 03:00–05:00',
      '<p>Pazar günü 03:00–05:00 (GMT+8) arası para yatırma ve çekme durur. Bakiyeniz ve açık bahisleriniz güvende.</p>',
    ],
    [
      'GCash yatırımları yeniden normal',
      '<p>GCash yatırımları yeniden anında hesaba geçiyor. Sabrınız için teşekkürler.</p>',
    ],
    [
      "Pragmatic Play'den yeni canlı masalar",
      '<p>Canlı bakara ve rulet masaları <strong>Canlı casino</strong> lobisinde açıldı.</p>',
    ],
    [
      'Tatil döneminde para çekme',
      '<p>24–26 Aralık arasında çekimlerin ulaşması 2 saate kadar sürebilir.</p>',
    ],
    [
      'Sahte temsilcilere dikkat',
      '<p>Personelimiz asla şifrenizi veya doğrulama kodunuzu sormaz. Bize yalnızca bu sitedeki <strong>Müşteri hizmetleri</strong> üzerinden ulaşın.</p>',
    ],
    [
      'Her pazartesi haftalık kayıp iadesi',
      "<p>Geçen haftanın geçerli bahislerine ait iade her pazartesi 12:00'den önce yatırılır.</p>",
    ],
    [
      'Bu hafta beş yeni slot',
      '<p><strong>Slotlar</strong> lobisine yeni oyunlar geldi. Önce ücretsiz deneyin.</p>',
    ],
    [
      'Cep telefonu numaranızı bağlayın',
      "<p>Çekimlerinizi korumak için <em>Güvenlik Merkezi</em>'nde numaranızı bağlayın.</p>",
    ],
    [
      'Keno ve Fast 3D her dakika çekiliyor',
      '<p>Günün her saati bahis yapın; her çekiliş sonuçlar sayfasında doğrulanabilir.</p>',
    ],
    [
      'Sorumlu oynayın',
      "<p><em>Güvenlik Merkezi</em>'nde istediğiniz zaman yatırım limiti koyun veya ara verin.</p>",
    ],
  ],
  fa: [
    [
      'تعمیرات برنامه‌ریزی‌شده: یکشنبه 03:00–05:00',
      '<p>واریز و برداشت یکشنبه از 03:00 تا 05:00 (GMT+8) متوقف می‌شود. موجودی و شرط‌های باز شما امن است.</p>',
    ],
    [
      'واریز GCash به حالت عادی بازگشت',
      '<p>واریزهای GCash دوباره فوراً اعمال می‌شوند. از صبر شما سپاسگزاریم.</p>',
    ],
    [
      'میزهای زنده جدید از Pragmatic Play',
      '<p>میزهای باکارات و رولت زنده اکنون در لابی <strong>کازینوی زنده</strong> باز هستند.</p>',
    ],
    ['برداشت در ایام تعطیلات', '<p>از 24 تا 26 دسامبر، رسیدن برداشت ممکن است تا 2 ساعت طول بکشد.</p>'],
    [
      'مراقب نمایندگان جعلی باشید',
      '<p>کارکنان ما هرگز رمز عبور یا کد تأیید شما را نمی‌خواهند. فقط از طریق <strong>پشتیبانی مشتریان</strong> همین سایت با ما تماس بگیرید.</p>',
    ],
    [
      'بازگشت نقدی هفتگی هر دوشنبه',
      '<p>بازگشت نقدی شرط‌های معتبر هفته گذشته هر دوشنبه پیش از ساعت 12:00 واریز می‌شود.</p>',
    ],
    [
      'پنج اسلات جدید این هفته',
      '<p>اسلات‌های جدید به لابی <strong>اسلات</strong> اضافه شدند. ابتدا رایگان امتحان کنید.</p>',
    ],
    [
      'شماره موبایل خود را متصل کنید',
      '<p>برای حفاظت از برداشت‌ها، شماره موبایل را در <em>مرکز امنیت</em> متصل کنید.</p>',
    ],
    [
      'قرعه‌کشی کنو و فست 3D هر دقیقه',
      '<p>هر زمان شرط ببندید؛ هر قرعه‌کشی در صفحه نتایج قابل بررسی است.</p>',
    ],
    ['مسئولانه بازی کنید', '<p>هر زمان در <em>مرکز امنیت</em> سقف واریز تعیین کنید یا استراحت کنید.</p>'],
  ],
  kk: [
    [
      'Жоспарлы жұмыстар: жексенбі 03:00–05:00',
      '<p>Жексенбі күні 03:00-ден 05:00-ге дейін (GMT+8) толтыру мен шығару тоқтатылады. Балансыңыз бен ашық бәстеріңіз қауіпсіз.</p>',
    ],
    [
      'GCash арқылы толтыру қалпына келді',
      '<p>GCash арқылы толтыру қайтадан бірден түседі. Шыдамдылығыңызға рахмет.</p>',
    ],
    [
      'Pragmatic Play-дің жаңа тікелей үстелдері',
      '<p>Тікелей баккара мен рулетка үстелдері <strong>Тікелей казино</strong> лоббиінде ашылды.</p>',
    ],
    [
      'Мереке күндері ақша шығару',
      '<p>24–26 желтоқсан аралығында шығарылған ақша 2 сағатқа дейін келуі мүмкін.</p>',
    ],
    [
      'Жалған агенттерден сақ болыңыз',
      '<p>Қызметкерлеріміз ешқашан құпиясөзіңізді немесе растау кодын сұрамайды. Бізбен тек осы сайттағы <strong>Тұтынушыларға қызмет</strong> арқылы байланысыңыз.</p>',
    ],
    [
      'Әр дүйсенбі апталық кэшбэк',
      '<p>Өткен аптадағы жарамды бәстер бойынша кэшбэк әр дүйсенбі 12:00-ге дейін есептеледі.</p>',
    ],
    [
      'Осы аптада бес жаңа слот',
      '<p><strong>Слоттар</strong> лоббиіне жаңа ойындар келді. Алдымен тегін ойнап көріңіз.</p>',
    ],
    [
      'Телефон нөміріңізді байланыстырыңыз',
      '<p>Ақша шығаруды қорғау үшін <em>Қауіпсіздік орталығында</em> телефон нөмірін байланыстырыңыз.</p>',
    ],
    [
      'Кено мен Fast 3D әр минут сайын',
      '<p>Тәулік бойы бәс тігіңіз; әр ұтыс нәтижелер бетінде тексеріледі.</p>',
    ],
    [
      'Жауапкершілікпен ойнаңыз',
      '<p><em>Қауіпсіздік орталығында</em> кез келген уақытта толтыру лимитін қойыңыз немесе үзіліс алыңыз.</p>',
    ],
  ],
  lo: [
    [
      'ປິດປັບປຸງລະບົບ: ວັນອາທິດ 03:00–05:00',
      '<p>ງົດຝາກ-ຖອນວັນອາທິດ ເວລາ 03:00 ຫາ 05:00 (GMT+8). ຍອດເງິນ ແລະ ການເດີມພັນທີ່ຄ້າງຢູ່ຂອງທ່ານປອດໄພ.</p>',
    ],
    ['ການຝາກຜ່ານ GCash ກັບມາປົກກະຕິແລ້ວ', '<p>ການຝາກຜ່ານ GCash ເຂົ້າບັນຊີທັນທີອີກຄັ້ງ. ຂອບໃຈທີ່ອົດທົນລໍຖ້າ.</p>'],
    ['ໂຕະສົດໃໝ່ຈາກ Pragmatic Play', '<p>ໂຕະບາຄາຣ່າ ແລະ ຣູເລັດສົດ ເປີດແລ້ວໃນລັອບບີ້<strong>ຄາສິໂນສົດ</strong>.</p>'],
    ['ການຖອນເງິນຊ່ວງວັນພັກ', '<p>ລະຫວ່າງວັນທີ 24–26 ທັນວາ ການຖອນເງິນອາດໃຊ້ເວລາເຖິງ 2 ຊົ່ວໂມງ.</p>'],
    [
      'ລະວັງຕົວແທນປອມ',
      '<p>ພະນັກງານຂອງພວກເຮົາບໍ່ເຄີຍຂໍລະຫັດຜ່ານ ຫຼື ລະຫັດຢືນຢັນຂອງທ່ານ. ຕິດຕໍ່ຜ່ານ<strong>ບໍລິການລູກຄ້າ</strong>ໃນເວັບໄຊນີ້ເທົ່ານັ້ນ.</p>',
    ],
    ['ເງິນຄືນປະຈຳອາທິດທຸກວັນຈັນ', '<p>ເງິນຄືນຈາກການເດີມພັນທີ່ຖືກຕ້ອງຂອງອາທິດກ່ອນ ເຂົ້າບັນຊີທຸກວັນຈັນກ່ອນ 12:00.</p>'],
    ['ສະລັອດໃໝ່ 5 ເກມອາທິດນີ້', '<p>ສະລັອດໃໝ່ມາແລ້ວໃນລັອບບີ້<strong>ສະລັອດ</strong>. ລອງຫຼິ້ນຟຣີກ່ອນໄດ້.</p>'],
    ['ຜູກເບີໂທລະສັບມືຖື', '<p>ຜູກເບີມືຖືໃນ<em>ສູນຄວາມປອດໄພ</em> ເພື່ອປົກປ້ອງການຖອນເງິນຂອງທ່ານ.</p>'],
    ['ຄີໂນ ແລະ Fast 3D ອອກຜົນທຸກນາທີ', '<p>ເດີມພັນໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ທຸກງວດກວດສອບຜົນໄດ້ທີ່ໜ້າຜົນລາງວັນ.</p>'],
    ['ຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ', '<p>ຕັ້ງວົງເງິນຝາກ ຫຼື ພັກການຫຼິ້ນໄດ້ທຸກເວລາໃນ<em>ສູນຄວາມປອດໄພ</em>.</p>'],
  ],
  ne: [
    [
      'निर्धारित मर्मत: आइतबार 03:00–05:00',
      '<p>आइतबार 03:00 देखि 05:00 (GMT+8) सम्म जम्मा र निकासी रोकिन्छ। तपाईंको ब्यालेन्स र खुला बाजीहरू सुरक्षित छन्।</p>',
    ],
    ['GCash जम्मा फेरि सामान्य', '<p>GCash जम्मा फेरि तुरुन्त आउन थालेको छ। धैर्यका लागि धन्यवाद।</p>'],
    [
      'Pragmatic Play का नयाँ लाइभ टेबल',
      '<p>लाइभ ब्याकारा र रुलेट टेबल अब <strong>लाइभ क्यासिनो</strong> लबीमा खुला छन्।</p>',
    ],
    ['बिदाको समयमा निकासी', '<p>डिसेम्बर 24 देखि 26 सम्म निकासी आइपुग्न 2 घण्टासम्म लाग्न सक्छ।</p>'],
    [
      'नक्कली एजेन्टबाट सावधान',
      '<p>हाम्रा कर्मचारीले कहिल्यै तपाईंको पासवर्ड वा प्रमाणीकरण कोड माग्दैनन्। यो साइटको <strong>ग्राहक सेवा</strong> मार्फत मात्र सम्पर्क गर्नुहोस्।</p>',
    ],
    ['हरेक सोमबार साप्ताहिक क्यासब्याक', '<p>गत हप्ताका मान्य बाजीको क्यासब्याक हरेक सोमबार 12:00 अघि जम्मा हुन्छ।</p>'],
    ['यस हप्ता पाँच नयाँ स्लट', '<p><strong>स्लट</strong> लबीमा नयाँ स्लट आएका छन्। पहिले निःशुल्क खेलेर हेर्नुहोस्।</p>'],
    ['आफ्नो मोबाइल नम्बर जोड्नुहोस्', '<p>निकासी सुरक्षित राख्न <em>सुरक्षा केन्द्र</em> मा मोबाइल नम्बर जोड्नुहोस्।</p>'],
    ['केनो र फास्ट 3D हरेक मिनेट', '<p>जुनसुकै बेला बाजी लगाउनुहोस्; हरेक ड्र नतिजा पृष्ठमा जाँच्न सकिन्छ।</p>'],
    ['जिम्मेवारीपूर्वक खेल्नुहोस्', '<p><em>सुरक्षा केन्द्र</em> मा जुनसुकै बेला जम्मा सीमा राख्नुहोस् वा विश्राम लिनुहोस्।</p>'],
  ],
  fr: [
    [
      'Maintenance prévue : dimanche 03:00–05:00',
      '<p>Les dépôts et retraits sont suspendus le dimanche de 03:00 à 05:00 (GMT+8). Votre solde et vos paris en cours sont en sécurité.</p>',
    ],
    [
      'Les dépôts GCash fonctionnent à nouveau',
      '<p>Les dépôts GCash sont de nouveau crédités instantanément. Merci de votre patience.</p>',
    ],
    [
      'Nouvelles tables en direct de Pragmatic Play',
      '<p>Les tables de baccara et de roulette en direct sont ouvertes dans le lobby <strong>Casino en direct</strong>.</p>',
    ],
    [
      'Retraits pendant les fêtes',
      "<p>Du 24 au 26 décembre, un retrait peut mettre jusqu'à 2 heures à arriver.</p>",
    ],
    [
      'Attention aux faux agents',
      '<p>Notre équipe ne vous demandera jamais votre mot de passe ni votre code de vérification. Contactez-nous uniquement via le <strong>Service client</strong> de ce site.</p>',
    ],
    [
      'Cashback hebdomadaire chaque lundi',
      '<p>Le cashback sur les mises valides de la semaine passée est crédité chaque lundi avant 12:00.</p>',
    ],
    [
      'Cinq nouvelles machines à sous cette semaine',
      "<p>De nouveaux jeux sont arrivés dans le lobby <strong>Machines à sous</strong>. Essayez-les d'abord gratuitement.</p>",
    ],
    [
      'Associez votre numéro de mobile',
      '<p>Associez votre mobile dans le <em>Centre de sécurité</em> pour protéger vos retraits.</p>',
    ],
    [
      'Keno et Fast 3D : un tirage par minute',
      '<p>Pariez à toute heure ; chaque tirage est vérifiable sur la page des résultats.</p>',
    ],
    [
      'Jouez de façon responsable',
      '<p>Fixez une limite de dépôt ou faites une pause à tout moment dans le <em>Centre de sécurité</em>.</p>',
    ],
  ],
  de: [
    [
      'Geplante Wartung: Sonntag 03:00–05:00',
      '<p>Ein- und Auszahlungen pausieren am Sonntag von 03:00 bis 05:00 (GMT+8). Ihr Guthaben und offene Wetten sind sicher.</p>',
    ],
    [
      'GCash-Einzahlungen laufen wieder normal',
      '<p>GCash-Einzahlungen werden wieder sofort gutgeschrieben. Danke für Ihre Geduld.</p>',
    ],
    [
      'Neue Live-Tische von Pragmatic Play',
      '<p>Live-Baccarat- und Roulette-Tische sind jetzt in der <strong>Live-Casino</strong>-Lobby geöffnet.</p>',
    ],
    [
      'Auszahlungen über die Feiertage',
      '<p>Vom 24. bis 26. Dezember kann eine Auszahlung bis zu 2 Stunden dauern.</p>',
    ],
    [
      'Vorsicht vor falschen Agenten',
      '<p>Unser Team fragt nie nach Ihrem Passwort oder Bestätigungscode. Kontaktieren Sie uns nur über den <strong>Kundenservice</strong> dieser Seite.</p>',
    ],
    [
      'Wöchentliches Cashback jeden Montag',
      '<p>Das Cashback auf die gültigen Einsätze der Vorwoche wird jeden Montag vor 12:00 gutgeschrieben.</p>',
    ],
    [
      'Fünf neue Slots diese Woche',
      '<p>Neue Spiele sind in der <strong>Slots</strong>-Lobby eingetroffen. Probieren Sie sie zuerst kostenlos.</p>',
    ],
    [
      'Handynummer verknüpfen',
      '<p>Verknüpfen Sie Ihre Handynummer im <em>Sicherheitscenter</em>, um Ihre Auszahlungen zu schützen.</p>',
    ],
    [
      'Keno und Fast 3D ziehen jede Minute',
      '<p>Wetten Sie rund um die Uhr; jede Ziehung lässt sich auf der Ergebnisseite prüfen.</p>',
    ],
    [
      'Verantwortungsvoll spielen',
      '<p>Setzen Sie jederzeit ein Einzahlungslimit oder legen Sie eine Pause ein – im <em>Sicherheitscenter</em>.</p>',
    ],
  ],
  it: [
    [
      'Manutenzione programmata: domenica 03:00–05:00',
      '<p>Depositi e prelievi sono sospesi la domenica dalle 03:00 alle 05:00 (GMT+8). Il tuo saldo e le scommesse aperte sono al sicuro.</p>',
    ],
    [
      'I depositi GCash sono tornati normali',
      '<p>I depositi GCash vengono di nuovo accreditati subito. Grazie per la pazienza.</p>',
    ],
    [
      'Nuovi tavoli live di Pragmatic Play',
      '<p>I tavoli live di baccarat e roulette sono aperti nella lobby <strong>Casinò live</strong>.</p>',
    ],
    ['Prelievi durante le feste', '<p>Dal 24 al 26 dicembre un prelievo può richiedere fino a 2 ore.</p>'],
    [
      'Attenzione ai falsi agenti',
      '<p>Il nostro staff non chiede mai la tua password o il codice di verifica. Contattaci solo tramite il <strong>Servizio clienti</strong> di questo sito.</p>',
    ],
    [
      'Cashback settimanale ogni lunedì',
      '<p>Il cashback sulle puntate valide della settimana scorsa viene accreditato ogni lunedì entro le 12:00.</p>',
    ],
    [
      'Cinque nuove slot questa settimana',
      '<p>Nuovi giochi sono arrivati nella lobby <strong>Slot</strong>. Provali prima gratis.</p>',
    ],
    [
      'Collega il tuo numero di cellulare',
      '<p>Collega il cellulare nel <em>Centro sicurezza</em> per proteggere i tuoi prelievi.</p>',
    ],
    [
      'Keno e Fast 3D estraggono ogni minuto',
      '<p>Scommetti a ogni ora; ogni estrazione è verificabile nella pagina dei risultati.</p>',
    ],
    [
      'Gioca responsabilmente',
      '<p>Imposta un limite di deposito o prenditi una pausa in qualsiasi momento nel <em>Centro sicurezza</em>.</p>',
    ],
  ],
  nl: [
    [
      'Gepland onderhoud: zondag 03:00–05:00',
      '<p>Stortingen en opnames liggen zondag stil van 03:00 tot 05:00 (GMT+8). Je saldo en open weddenschappen zijn veilig.</p>',
    ],
    [
      'GCash-stortingen werken weer normaal',
      '<p>GCash-stortingen worden weer direct bijgeschreven. Bedankt voor je geduld.</p>',
    ],
    [
      'Nieuwe live tafels van Pragmatic Play',
      '<p>Live baccarat- en roulettetafels zijn nu open in de <strong>Live casino</strong>-lobby.</p>',
    ],
    ['Opnames tijdens de feestdagen', '<p>Van 24 tot 26 december kan een opname tot 2 uur duren.</p>'],
    [
      'Pas op voor valse agenten',
      '<p>Ons team vraagt nooit om je wachtwoord of verificatiecode. Neem alleen contact op via de <strong>Klantenservice</strong> van deze site.</p>',
    ],
    [
      'Wekelijkse cashback elke maandag',
      '<p>Cashback op de geldige inzetten van vorige week wordt elke maandag vóór 12:00 bijgeschreven.</p>',
    ],
    [
      'Vijf nieuwe slots deze week',
      '<p>Nieuwe spellen staan in de <strong>Slots</strong>-lobby. Probeer ze eerst gratis.</p>',
    ],
    [
      'Koppel je mobiele nummer',
      '<p>Koppel je nummer in het <em>Beveiligingscentrum</em> om je opnames te beschermen.</p>',
    ],
    [
      'Keno en Fast 3D trekken elke minuut',
      '<p>Wed de klok rond; elke trekking is te controleren op de resultatenpagina.</p>',
    ],
    [
      'Speel verantwoord',
      '<p>Stel op elk moment een stortingslimiet in of neem pauze in het <em>Beveiligingscentrum</em>.</p>',
    ],
  ],
  pl: [
    [
      'Planowana przerwa techniczna: niedziela 03:00–05:00',
      '<p>Wpłaty i wypłaty są wstrzymane w niedzielę od 03:00 do 05:00 (GMT+8). Twoje saldo i otwarte zakłady są bezpieczne.</p>',
    ],
    [
      'Wpłaty GCash znów działają normalnie',
      '<p>Wpłaty GCash znów są księgowane od razu. Dziękujemy za cierpliwość.</p>',
    ],
    [
      'Nowe stoły na żywo od Pragmatic Play',
      '<p>Stoły bakarata i ruletki na żywo są już otwarte w lobby <strong>Kasyno na żywo</strong>.</p>',
    ],
    ['Wypłaty w czasie świąt', '<p>Od 24 do 26 grudnia wypłata może dotrzeć nawet po 2 godzinach.</p>'],
    [
      'Uwaga na fałszywych agentów',
      '<p>Nasz personel nigdy nie prosi o hasło ani kod weryfikacyjny. Kontaktuj się z nami tylko przez <strong>Obsługę klienta</strong> na tej stronie.</p>',
    ],
    [
      'Cotygodniowy cashback w każdy poniedziałek',
      '<p>Cashback od ważnych zakładów z zeszłego tygodnia jest księgowany w każdy poniedziałek przed 12:00.</p>',
    ],
    [
      'Pięć nowych slotów w tym tygodniu',
      '<p>W lobby <strong>Sloty</strong> pojawiły się nowe gry. Najpierw wypróbuj je za darmo.</p>',
    ],
    [
      'Powiąż swój numer telefonu',
      '<p>Powiąż numer w <em>Centrum bezpieczeństwa</em>, aby chronić swoje wypłaty.</p>',
    ],
    [
      'Keno i Fast 3D losują co minutę',
      '<p>Obstawiaj o każdej porze; każde losowanie sprawdzisz na stronie wyników.</p>',
    ],
    [
      'Graj odpowiedzialnie',
      '<p>W <em>Centrum bezpieczeństwa</em> w każdej chwili ustawisz limit wpłat lub zrobisz przerwę.</p>',
    ],
  ],
  uk: [
    [
      'Планові роботи: неділя 03:00–05:00',
      '<p>У неділю з 03:00 до 05:00 (GMT+8) поповнення й виведення призупинено. Ваш баланс і відкриті ставки в безпеці.</p>',
    ],
    [
      'Поповнення через GCash знову працюють',
      '<p>Поповнення через GCash знову зараховуються миттєво. Дякуємо за терпіння.</p>',
    ],
    [
      'Нові live-столи від Pragmatic Play',
      '<p>Столи live-баккара та рулетки відкриті в лобі <strong>Live-казино</strong>.</p>',
    ],
    ['Виведення у свята', '<p>З 24 по 26 грудня виведення може тривати до 2 годин.</p>'],
    [
      'Обережно: фальшиві агенти',
      '<p>Наші працівники ніколи не питають ваш пароль чи код підтвердження. Звертайтеся лише через <strong>Службу підтримки</strong> на цьому сайті.</p>',
    ],
    [
      'Щотижневий кешбек щопонеділка',
      '<p>Кешбек за дійсні ставки минулого тижня нараховується щопонеділка до 12:00.</p>',
    ],
    [
      "П'ять нових слотів цього тижня",
      "<p>У лобі <strong>Слоти</strong> з'явилися нові ігри. Спершу спробуйте безкоштовно.</p>",
    ],
    [
      "Прив'яжіть номер телефону",
      "<p>Прив'яжіть номер у <em>Центрі безпеки</em>, щоб захистити виведення.</p>",
    ],
    [
      'Кено та Fast 3D — розіграш щохвилини',
      '<p>Ставте цілодобово; кожен розіграш можна перевірити на сторінці результатів.</p>',
    ],
    [
      'Грайте відповідально',
      '<p>Встановіть ліміт поповнень або зробіть перерву будь-коли в <em>Центрі безпеки</em>.</p>',
    ],
  ],
  el: [
    [
      'Προγραμματισμένη συντήρηση: Κυριακή 03:00–05:00',
      '<p>Οι καταθέσεις και οι αναλήψεις σταματούν την Κυριακή 03:00–05:00 (GMT+8). Το υπόλοιπο και τα ανοιχτά στοιχήματά σας είναι ασφαλή.</p>',
    ],
    [
      'Οι καταθέσεις GCash λειτουργούν ξανά κανονικά',
      '<p>Οι καταθέσεις GCash πιστώνονται ξανά αμέσως. Ευχαριστούμε για την υπομονή σας.</p>',
    ],
    [
      'Νέα ζωντανά τραπέζια από την Pragmatic Play',
      '<p>Ζωντανά τραπέζια μπακαρά και ρουλέτας άνοιξαν στο lobby <strong>Ζωντανό καζίνο</strong>.</p>',
    ],
    ['Αναλήψεις στις γιορτές', '<p>Από 24 έως 26 Δεκεμβρίου μια ανάληψη μπορεί να χρειαστεί έως 2 ώρες.</p>'],
    [
      'Προσοχή στους ψεύτικους πράκτορες',
      '<p>Το προσωπικό μας δεν ζητά ποτέ τον κωδικό ή τον κωδικό επαλήθευσής σας. Επικοινωνήστε μόνο μέσω της <strong>Εξυπηρέτησης πελατών</strong> αυτού του ιστότοπου.</p>',
    ],
    [
      'Εβδομαδιαίο cashback κάθε Δευτέρα',
      '<p>Το cashback στα έγκυρα στοιχήματα της προηγούμενης εβδομάδας πιστώνεται κάθε Δευτέρα πριν τις 12:00.</p>',
    ],
    [
      'Πέντε νέοι κουλοχέρηδες αυτή την εβδομάδα',
      '<p>Νέα παιχνίδια ήρθαν στο lobby <strong>Κουλοχέρηδες</strong>. Δοκιμάστε τα πρώτα δωρεάν.</p>',
    ],
    [
      'Συνδέστε τον αριθμό κινητού σας',
      '<p>Συνδέστε τον αριθμό σας στο <em>Κέντρο ασφαλείας</em> για να προστατεύσετε τις αναλήψεις σας.</p>',
    ],
    [
      'Κένο και Fast 3D κληρώνουν κάθε λεπτό',
      '<p>Στοιχηματίστε όλο το 24ωρο· κάθε κλήρωση επαληθεύεται στη σελίδα αποτελεσμάτων.</p>',
    ],
    [
      'Παίξτε υπεύθυνα',
      '<p>Ορίστε όριο κατάθεσης ή κάντε διάλειμμα οποιαδήποτε στιγμή στο <em>Κέντρο ασφαλείας</em>.</p>',
    ],
  ],
  cs: [
    [
      'Plánovaná údržba: neděle 03:00–05:00',
      '<p>Vklady a výběry jsou v neděli od 03:00 do 05:00 (GMT+8) pozastaveny. Váš zůstatek i otevřené sázky jsou v bezpečí.</p>',
    ],
    [
      'Vklady přes GCash opět fungují',
      '<p>Vklady přes GCash se znovu připisují okamžitě. Děkujeme za trpělivost.</p>',
    ],
    [
      'Nové živé stoly od Pragmatic Play',
      '<p>Živé stoly baccaratu a rulety jsou otevřené v lobby <strong>Živé kasino</strong>.</p>',
    ],
    ['Výběry o svátcích', '<p>Od 24. do 26. prosince může výběr trvat až 2 hodiny.</p>'],
    [
      'Pozor na falešné agenty',
      '<p>Naši pracovníci nikdy nechtějí vaše heslo ani ověřovací kód. Kontaktujte nás jen přes <strong>Zákaznický servis</strong> na tomto webu.</p>',
    ],
    [
      'Týdenní cashback každé pondělí',
      '<p>Cashback z platných sázek minulého týdne se připisuje každé pondělí do 12:00.</p>',
    ],
    [
      'Pět nových automatů tento týden',
      '<p>V lobby <strong>Automaty</strong> jsou nové hry. Nejdřív si je zkuste zdarma.</p>',
    ],
    [
      'Propojte své číslo mobilu',
      '<p>Propojte číslo v <em>Bezpečnostním centru</em> a chraňte své výběry.</p>',
    ],
    [
      'Keno a Fast 3D losují každou minutu',
      '<p>Sázejte kdykoli; každé losování lze ověřit na stránce výsledků.</p>',
    ],
    [
      'Hrajte zodpovědně',
      '<p>V <em>Bezpečnostním centru</em> si kdykoli nastavte limit vkladů nebo si dejte pauzu.</p>',
    ],
  ],
  ro: [
    [
      'Mentenanță programată: duminică 03:00–05:00',
      '<p>Depunerile și retragerile se opresc duminică între 03:00 și 05:00 (GMT+8). Soldul și pariurile deschise sunt în siguranță.</p>',
    ],
    [
      'Depunerile GCash funcționează din nou normal',
      '<p>Depunerile GCash sunt din nou creditate imediat. Mulțumim pentru răbdare.</p>',
    ],
    [
      'Mese live noi de la Pragmatic Play',
      '<p>Mesele live de baccarat și ruletă sunt deschise în lobby-ul <strong>Cazino live</strong>.</p>',
    ],
    [
      'Retrageri în perioada sărbătorilor',
      '<p>Între 24 și 26 decembrie, o retragere poate dura până la 2 ore.</p>',
    ],
    [
      'Atenție la agenții falși',
      '<p>Echipa noastră nu vă cere niciodată parola sau codul de verificare. Contactați-ne doar prin <strong>Serviciul clienți</strong> de pe acest site.</p>',
    ],
    [
      'Cashback săptămânal în fiecare luni',
      '<p>Cashback-ul pentru pariurile valide de săptămâna trecută se creditează în fiecare luni înainte de 12:00.</p>',
    ],
    [
      'Cinci sloturi noi săptămâna aceasta',
      '<p>Jocuri noi au sosit în lobby-ul <strong>Sloturi</strong>. Încercați-le întâi gratuit.</p>',
    ],
    [
      'Asociați-vă numărul de mobil',
      '<p>Asociați numărul în <em>Centrul de securitate</em> pentru a vă proteja retragerile.</p>',
    ],
    [
      'Keno și Fast 3D extrag în fiecare minut',
      '<p>Pariați oricând; fiecare extragere poate fi verificată pe pagina de rezultate.</p>',
    ],
    [
      'Jucați responsabil',
      '<p>Setați oricând o limită de depunere sau luați o pauză din <em>Centrul de securitate</em>.</p>',
    ],
  ],
  hu: [
    [
      'Tervezett karbantartás: vasárnap 03:00–05:00',
      '<p>Vasárnap 03:00 és 05:00 között (GMT+8) a befizetés és kifizetés szünetel. Egyenlege és nyitott fogadásai biztonságban vannak.</p>',
    ],
    [
      'A GCash-befizetések újra rendben',
      '<p>A GCash-befizetések ismét azonnal jóváíródnak. Köszönjük türelmét.</p>',
    ],
    [
      'Új élő asztalok a Pragmatic Playtől',
      '<p>Élő baccarat- és rulettasztalok nyíltak az <strong>Élő kaszinó</strong> lobbiban.</p>',
    ],
    [
      'Kifizetések az ünnepek alatt',
      '<p>December 24. és 26. között egy kifizetés akár 2 órát is igénybe vehet.</p>',
    ],
    [
      'Óvakodjon a hamis ügynököktől',
      '<p>Munkatársaink soha nem kérik jelszavát vagy ellenőrző kódját. Csak az oldal <strong>Ügyfélszolgálatán</strong> keresztül lépjen kapcsolatba velünk.</p>',
    ],
    [
      'Heti visszatérítés minden hétfőn',
      '<p>Az előző hét érvényes fogadásai utáni visszatérítést minden hétfőn 12:00 előtt írjuk jóvá.</p>',
    ],
    [
      'Öt új nyerőgép a héten',
      '<p>Új játékok érkeztek a <strong>Nyerőgépek</strong> lobbiba. Először próbálja ki ingyen.</p>',
    ],
    [
      'Kösse össze a mobilszámát',
      '<p>Kösse össze mobilszámát a <em>Biztonsági központban</em>, hogy védje kifizetéseit.</p>',
    ],
    [
      'Keno és Fast 3D sorsolás percenként',
      '<p>Fogadjon bármikor; minden sorsolás ellenőrizhető az eredmények oldalon.</p>',
    ],
    [
      'Játsszon felelősen',
      '<p>A <em>Biztonsági központban</em> bármikor beállíthat befizetési limitet vagy tarthat szünetet.</p>',
    ],
  ],
  sv: [
    [
      'Planerat underhåll: söndag 03:00–05:00',
      '<p>Insättningar och uttag pausas söndag 03:00–05:00 (GMT+8). Ditt saldo och dina öppna spel är säkra.</p>',
    ],
    [
      'GCash-insättningar fungerar igen',
      '<p>GCash-insättningar krediteras direkt igen. Tack för ditt tålamod.</p>',
    ],
    [
      'Nya livebord från Pragmatic Play',
      '<p>Livebord för baccarat och roulette är öppna i lobbyn <strong>Livecasino</strong>.</p>',
    ],
    ['Uttag under helgerna', '<p>Den 24–26 december kan ett uttag ta upp till 2 timmar.</p>'],
    [
      'Se upp för falska agenter',
      '<p>Vår personal ber aldrig om ditt lösenord eller din verifieringskod. Kontakta oss bara via <strong>Kundtjänst</strong> på den här sidan.</p>',
    ],
    [
      'Veckovis cashback varje måndag',
      '<p>Cashback på förra veckans giltiga spel krediteras varje måndag före 12:00.</p>',
    ],
    [
      'Fem nya slots den här veckan',
      '<p>Nya spel har kommit till lobbyn <strong>Slots</strong>. Prova dem gratis först.</p>',
    ],
    [
      'Koppla ditt mobilnummer',
      '<p>Koppla ditt nummer i <em>Säkerhetscentret</em> för att skydda dina uttag.</p>',
    ],
    [
      'Keno och Fast 3D dras varje minut',
      '<p>Spela dygnet runt; varje dragning kan kontrolleras på resultatsidan.</p>',
    ],
    [
      'Spela ansvarsfullt',
      '<p>Sätt en insättningsgräns eller ta en paus när du vill i <em>Säkerhetscentret</em>.</p>',
    ],
  ],
  si: [
    [
      'සැලසුම් කළ නඩත්තුව: ඉරිදා 03:00–05:00',
      '<p>ඉරිදා 03:00 සිට 05:00 (GMT+8) දක්වා තැන්පතු හා මුදල් ආපසු ගැනීම නවතී. ඔබගේ ශේෂය හා විවෘත ඔට්ටු ආරක්ෂිතයි.</p>',
    ],
    ['GCash තැන්පතු යළි සාමාන්‍ය තත්ත්වයට', '<p>GCash තැන්පතු යළිත් ක්ෂණිකව බැර වේ. ඉවසීමට ස්තූතියි.</p>'],
    [
      'Pragmatic Play වෙතින් නව සජීවී මේස',
      '<p>සජීවී බැකරට් හා රූලට් මේස දැන් <strong>සජීවී කැසිනෝ</strong> ලොබියේ විවෘතයි.</p>',
    ],
    ['නිවාඩු කාලයේ මුදල් ආපසු ගැනීම', '<p>දෙසැම්බර් 24 සිට 26 දක්වා මුදල් ලැබීමට පැය 2ක් දක්වා ගත විය හැක.</p>'],
    [
      'ව්‍යාජ නියෝජිතයන් ගැන සැලකිලිමත් වන්න',
      '<p>අපගේ කාර්ය මණ්ඩලය කිසිදා ඔබගේ මුරපදය හෝ තහවුරු කේතය ඉල්ලන්නේ නැත. මෙම අඩවියේ <strong>පාරිභෝගික සේවය</strong> හරහා පමණක් අප අමතන්න.</p>',
    ],
    ['සෑම සඳුදාම සතිපතා මුදල් ආපසු', '<p>පසුගිය සතියේ වලංගු ඔට්ටු සඳහා මුදල් ආපසු සෑම සඳුදාම 12:00ට පෙර බැර වේ.</p>'],
    ['මෙම සතියේ නව ස්ලොට් පහක්', '<p><strong>ස්ලොට්</strong> ලොබියට නව ක්‍රීඩා පැමිණ ඇත. පළමුව නොමිලේ උත්සාහ කරන්න.</p>'],
    [
      'ඔබගේ ජංගම අංකය සම්බන්ධ කරන්න',
      '<p>මුදල් ආපසු ගැනීම ආරක්ෂා කිරීමට <em>ආරක්ෂක මධ්‍යස්ථානය</em> තුළ ජංගම අංකය සම්බන්ධ කරන්න.</p>',
    ],
    ['කීනෝ හා Fast 3D සෑම මිනිත්තුවකම', '<p>ඕනෑම වේලාවක ඔට්ටු අල්ලන්න; සෑම දිනුම් ඇදීමක්ම ප්‍රතිඵල පිටුවේ තහවුරු කළ හැක.</p>'],
    ['වගකීමෙන් ක්‍රීඩා කරන්න', '<p><em>ආරක්ෂක මධ්‍යස්ථානය</em> තුළ ඕනෑම වේලාවක තැන්පතු සීමාවක් තබන්න හෝ විවේකයක් ගන්න.</p>'],
  ],
  mn: [
    [
      'Төлөвлөсөн засвар: Ням 03:00–05:00',
      '<p>Ням гаригт 03:00-05:00 (GMT+8) цэнэглэлт, татан авалт түр зогсоно. Таны үлдэгдэл, нээлттэй бооцоо аюулгүй.</p>',
    ],
    [
      'GCash цэнэглэлт хэвийн боллоо',
      '<p>GCash цэнэглэлт дахин шууд орж байна. Тэвчээртэй хүлээсэнд баярлалаа.</p>',
    ],
    [
      'Pragmatic Play-ийн шинэ шууд ширээ',
      '<p>Шууд баккара, рулетын ширээ <strong>Шууд казино</strong> лоббид нээгдлээ.</p>',
    ],
    [
      'Баярын үеийн татан авалт',
      '<p>12-р сарын 24-26-нд татан авалт 2 цаг хүртэл хугацаа авч болзошгүй.</p>',
    ],
    [
      'Хуурамч агентаас болгоомжил',
      '<p>Манай ажилтан таны нууц үг, баталгаажуулах кодыг хэзээ ч асуудаггүй. Зөвхөн энэ сайтын <strong>Харилцагчийн үйлчилгээ</strong>-ээр холбогдоно уу.</p>',
    ],
    [
      'Даваа бүр долоо хоногийн кэшбэк',
      '<p>Өнгөрсөн долоо хоногийн хүчинтэй бооцооны кэшбэкийг Даваа бүр 12:00-аас өмнө олгоно.</p>',
    ],
    [
      'Энэ долоо хоногт таван шинэ слот',
      '<p><strong>Слот</strong> лоббид шинэ тоглоомууд ирлээ. Эхлээд үнэгүй туршаад үзээрэй.</p>',
    ],
    [
      'Утасны дугаараа холбоно уу',
      '<p>Татан авалтаа хамгаалахын тулд <em>Аюулгүй байдлын төв</em>-д утасны дугаараа холбоно уу.</p>',
    ],
    [
      'Кено, Fast 3D минут тутам',
      '<p>Хүссэн үедээ бооцоо тавь; сугалаа бүрийг үр дүнгийн хуудсанд шалгаж болно.</p>',
    ],
    [
      'Хариуцлагатай тогло',
      '<p><em>Аюулгүй байдлын төв</em>-д хүссэн үедээ цэнэглэлтийн хязгаар тогтоох эсвэл завсарлага авах боломжтой.</p>',
    ],
  ],
  ka: [
    [
      'გეგმური სამუშაოები: კვირა 03:00–05:00',
      '<p>კვირას 03:00-დან 05:00-მდე (GMT+8) შეტანა და გატანა შეჩერებულია. თქვენი ბალანსი და ღია ფსონები დაცულია.</p>',
    ],
    [
      'GCash-ით შეტანა ისევ ჩვეულებრივ მუშაობს',
      '<p>GCash-ით შეტანა ისევ მყისიერად ირიცხება. გმადლობთ მოთმინებისთვის.</p>',
    ],
    [
      'Pragmatic Play-ის ახალი ლაივ მაგიდები',
      '<p>ლაივ ბაკარა და რულეტის მაგიდები გაიხსნა <strong>ლაივ კაზინოს</strong> ლობიში.</p>',
    ],
    ['თანხის გატანა დღესასწაულებზე', '<p>24–26 დეკემბერს თანხის გატანას შეიძლება 2 საათამდე დასჭირდეს.</p>'],
    [
      'ფრთხილად, ყალბი აგენტები',
      '<p>ჩვენი თანამშრომლები არასოდეს გთხოვენ პაროლს ან დადასტურების კოდს. დაგვიკავშირდით მხოლოდ ამ საიტის <strong>მომხმარებელთა სერვისით</strong>.</p>',
    ],
    [
      'ყოველკვირეული ქეშბექი ორშაბათობით',
      '<p>გასული კვირის მოქმედი ფსონების ქეშბექი ირიცხება ყოველ ორშაბათს 12:00-მდე.</p>',
    ],
    [
      'ხუთი ახალი სლოტი ამ კვირაში',
      '<p><strong>სლოტების</strong> ლობიში ახალი თამაშებია. ჯერ უფასოდ სცადეთ.</p>',
    ],
    [
      'მიაბით მობილურის ნომერი',
      '<p>გატანის დასაცავად მიაბით მობილურის ნომერი <em>უსაფრთხოების ცენტრში</em>.</p>',
    ],
    [
      'კენო და Fast 3D ყოველ წუთს',
      '<p>დადეთ ფსონი ნებისმიერ დროს; ყოველი გათამაშება მოწმდება შედეგების გვერდზე.</p>',
    ],
    [
      'ითამაშეთ პასუხისმგებლობით',
      '<p><em>უსაფრთხოების ცენტრში</em> ნებისმიერ დროს დააწესეთ შეტანის ლიმიტი ან შეისვენეთ.</p>',
    ],
  ],
};
