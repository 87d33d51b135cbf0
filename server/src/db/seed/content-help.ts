/**
 * The help centre's topics of the demo seed, one row per language (docs/i18n.md "Operator content": help topics are
 * one row per language), in every offered language: registering, depositing, withdrawals, responsible gaming and a
 * forgotten password. English first; a language without a row would fall back to the site's default, then English.
 */
export const HELP_TOPICS: Record<string, Array<[string, string]>> = {
  en: [
    [
      'How do I register?',
      '<p>Click <strong>Register</strong>, choose a username or your mobile number, and follow the steps.</p>',
    ],
    [
      'How do I deposit?',
      '<p>Open the <strong>Deposit</strong> page from the header, choose a method and confirm the amount.</p>',
    ],
    [
      'How do withdrawals work?',
      '<p>Withdrawals are reviewed and paid to your registered account, usually within 30 minutes.</p>',
    ],
    [
      'Responsible gaming',
      '<p>Set deposit limits or take a break at any time from the <em>Security Center</em>.</p>',
    ],
    [
      'I forgot my password',
      '<p>Use <strong>Forgot password</strong> to reset it by e-mail or SMS code.</p>',
    ],
  ],
  'zh-CN': [
    ['如何注册？', '<p>点击<strong>注册</strong>，选择用户名或手机号并按步骤完成。</p>'],
    ['如何存款？', '<p>从页头打开<strong>存款</strong>页面，选择方式并确认金额。</p>'],
    ['如何提款？', '<p>提款审核后会支付到您的账户，通常在30分钟内。</p>'],
    ['理性娱乐', '<p>您可以随时在<em>安全中心</em>设置存款限额或暂停。</p>'],
    ['忘记密码', '<p>使用<strong>忘记密码</strong>，通过电子邮件或短信验证码重置。</p>'],
  ],
  'zh-TW': [
    ['如何註冊？', '<p>點擊<strong>註冊</strong>，選擇使用者名稱或手機號碼並依步驟完成。</p>'],
    ['如何存款？', '<p>從頁首開啟<strong>存款</strong>頁面，選擇方式並確認金額。</p>'],
    ['如何提款？', '<p>提款審核後會支付到您的帳戶，通常在30分鐘內。</p>'],
    ['理性娛樂', '<p>您可隨時在<em>安全中心</em>設定存款限額或暫停。</p>'],
    ['忘記密碼', '<p>使用<strong>忘記密碼</strong>，透過電子郵件或簡訊驗證碼重設。</p>'],
  ],
  ja: [
    [
      '登録方法は？',
      '<p><strong>新規登録</strong>をクリックし、ユーザー名または携帯電話番号を選んで手順に従ってください。</p>',
    ],
    ['入金方法は？', '<p>ヘッダーから<strong>入金</strong>ページを開き、方法を選んで金額を確認します。</p>'],
    ['出金の流れは？', '<p>出金は審査後、登録口座へ支払われます。通常30分以内です。</p>'],
    ['責任あるゲーム', '<p><em>セキュリティセンター</em>でいつでも入金上限の設定や休止ができます。</p>'],
    [
      'パスワードを忘れた',
      '<p><strong>パスワードを忘れた</strong>から、メールまたはSMSコードで再設定できます。</p>',
    ],
  ],
  th: [
    ['สมัครสมาชิกอย่างไร?', '<p>กด<strong>สมัครสมาชิก</strong> เลือกชื่อผู้ใช้หรือเบอร์มือถือ แล้วทำตามขั้นตอน</p>'],
    ['ฝากเงินอย่างไร?', '<p>เปิดหน้า<strong>ฝากเงิน</strong>จากแถบด้านบน เลือกช่องทาง แล้วยืนยันจำนวนเงิน</p>'],
    ['ถอนเงินทำงานอย่างไร?', '<p>การถอนจะได้รับการตรวจสอบและโอนเข้าบัญชีที่ลงทะเบียนไว้ โดยปกติภายใน 30 นาที</p>'],
    ['การเล่นอย่างรับผิดชอบ', '<p>ตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อใน<em>ศูนย์ความปลอดภัย</em></p>'],
    ['ลืมรหัสผ่าน', '<p>ใช้<strong>ลืมรหัสผ่าน</strong>เพื่อตั้งใหม่ผ่านอีเมลหรือรหัส SMS</p>'],
  ],
  vi: [
    [
      'Đăng ký thế nào?',
      '<p>Bấm <strong>Đăng ký</strong>, chọn tên đăng nhập hoặc số điện thoại rồi làm theo các bước.</p>',
    ],
    [
      'Nạp tiền thế nào?',
      '<p>Mở trang <strong>Nạp tiền</strong> từ đầu trang, chọn phương thức và xác nhận số tiền.</p>',
    ],
    [
      'Rút tiền hoạt động ra sao?',
      '<p>Lệnh rút được duyệt và chuyển về tài khoản đã đăng ký, thường trong 30 phút.</p>',
    ],
    [
      'Chơi có trách nhiệm',
      '<p>Đặt hạn mức nạp hoặc tạm nghỉ bất cứ lúc nào trong <em>Trung tâm bảo mật</em>.</p>',
    ],
    ['Quên mật khẩu', '<p>Dùng <strong>Quên mật khẩu</strong> để đặt lại bằng email hoặc mã SMS.</p>'],
  ],
  my: [
    [
      'စာရင်းသွင်းနည်း',
      '<p><strong>စာရင်းသွင်းရန်</strong> ကိုနှိပ်၍ အသုံးပြုသူအမည် သို့မဟုတ် ဖုန်းနံပါတ်ကို ရွေးပြီး အဆင့်များအတိုင်း လုပ်ဆောင်ပါ။</p>',
    ],
    ['ငွေသွင်းနည်း', '<p>ခေါင်းစီးမှ <strong>ငွေသွင်း</strong> စာမျက်နှာကိုဖွင့်၍ နည်းလမ်းရွေးပြီး ပမာဏကို အတည်ပြုပါ။</p>'],
    ['ငွေထုတ်ခြင်း လုပ်ပုံ', '<p>ငွေထုတ်မှုများကို စစ်ဆေးပြီး မှတ်ပုံတင်ထားသောအကောင့်သို့ ပုံမှန်အားဖြင့် မိနစ် 30 အတွင်း ပေးချေပါသည်။</p>'],
    [
      'တာဝန်ယူမှုရှိသော ကစားခြင်း',
      '<p><em>လုံခြုံရေးစင်တာ</em> တွင် ငွေသွင်းကန့်သတ်ချက် သတ်မှတ်ခြင်း သို့မဟုတ် ခေတ္တနားခြင်း အချိန်မရွေး ပြုလုပ်နိုင်ပါသည်။</p>',
    ],
    ['စကားဝှက် မေ့သွားသည်', '<p><strong>စကားဝှက်မေ့</strong> ကိုသုံး၍ အီးမေးလ် သို့မဟုတ် SMS ကုဒ်ဖြင့် ပြန်သတ်မှတ်ပါ။</p>'],
  ],
  es: [
    [
      '¿Cómo me registro?',
      '<p>Pulsa <strong>Registrarse</strong>, elige un usuario o tu número de móvil y sigue los pasos.</p>',
    ],
    [
      '¿Cómo deposito?',
      '<p>Abre la página de <strong>Depósito</strong> desde la cabecera, elige un método y confirma el importe.</p>',
    ],
    [
      '¿Cómo funcionan los retiros?',
      '<p>Los retiros se revisan y se pagan a tu cuenta registrada, normalmente en 30 minutos.</p>',
    ],
    [
      'Juego responsable',
      '<p>Fija límites de depósito o tómate un descanso cuando quieras en el <em>Centro de seguridad</em>.</p>',
    ],
    [
      'Olvidé mi contraseña',
      '<p>Usa <strong>Olvidé mi contraseña</strong> para restablecerla por correo o código SMS.</p>',
    ],
  ],
  hi: [
    [
      'रजिस्टर कैसे करें?',
      '<p><strong>रजिस्टर</strong> पर क्लिक करें, यूज़रनेम या मोबाइल नंबर चुनें और चरणों का पालन करें।</p>',
    ],
    ['जमा कैसे करें?', '<p>हेडर से <strong>जमा</strong> पेज खोलें, तरीका चुनें और राशि की पुष्टि करें।</p>'],
    ['निकासी कैसे होती है?', '<p>निकासी की जाँच के बाद आपके पंजीकृत खाते में भुगतान होता है, आमतौर पर 30 मिनट में।</p>'],
    ['ज़िम्मेदार गेमिंग', '<p><em>सुरक्षा केंद्र</em> में कभी भी जमा सीमा तय करें या ब्रेक लें।</p>'],
    ['पासवर्ड भूल गए', '<p>ईमेल या SMS कोड से रीसेट करने के लिए <strong>पासवर्ड भूल गए</strong> का उपयोग करें।</p>'],
  ],
  id: [
    [
      'Bagaimana cara mendaftar?',
      '<p>Klik <strong>Daftar</strong>, pilih nama pengguna atau nomor ponsel, lalu ikuti langkahnya.</p>',
    ],
    [
      'Bagaimana cara deposit?',
      '<p>Buka halaman <strong>Deposit</strong> dari header, pilih metode, dan konfirmasi jumlahnya.</p>',
    ],
    [
      'Bagaimana penarikan bekerja?',
      '<p>Penarikan ditinjau lalu dibayar ke rekening terdaftar Anda, biasanya dalam 30 menit.</p>',
    ],
    [
      'Bermain bertanggung jawab',
      '<p>Atur batas deposit atau rehat kapan saja di <em>Pusat keamanan</em>.</p>',
    ],
    [
      'Saya lupa kata sandi',
      '<p>Gunakan <strong>Lupa kata sandi</strong> untuk mengaturnya ulang lewat email atau kode SMS.</p>',
    ],
  ],
  km: [
    ['តើចុះឈ្មោះយ៉ាងដូចម្តេច?', '<p>ចុច <strong>ចុះឈ្មោះ</strong> ជ្រើសឈ្មោះអ្នកប្រើ ឬលេខទូរស័ព្ទ ហើយធ្វើតាមជំហាន។</p>'],
    ['តើដាក់ប្រាក់យ៉ាងដូចម្តេច?', '<p>បើកទំព័រ <strong>ដាក់ប្រាក់</strong> ពីក្បាលទំព័រ ជ្រើសវិធីសាស្ត្រ ហើយបញ្ជាក់ចំនួនទឹកប្រាក់។</p>'],
    [
      'តើការដកប្រាក់ដំណើរការយ៉ាងដូចម្តេច?',
      '<p>ការដកប្រាក់ត្រូវបានពិនិត្យ ហើយបង់ទៅគណនីដែលបានចុះឈ្មោះ ជាធម្មតាក្នុងរយៈពេល 30 នាទី។</p>',
    ],
    ['ការលេងដោយទំនួលខុសត្រូវ', '<p>កំណត់ដែនកំណត់ដាក់ប្រាក់ ឬសម្រាកបានគ្រប់ពេលនៅក្នុង<em>មជ្ឈមណ្ឌលសុវត្ថិភាព</em>។</p>'],
    ['ខ្ញុំភ្លេចពាក្យសម្ងាត់', '<p>ប្រើ <strong>ភ្លេចពាក្យសម្ងាត់</strong> ដើម្បីកំណត់ឡើងវិញតាមអ៊ីមែល ឬលេខកូដ SMS។</p>'],
  ],
  ko: [
    [
      '가입은 어떻게 하나요?',
      '<p><strong>회원가입</strong>을 누르고 아이디 또는 휴대폰 번호를 선택한 뒤 안내에 따르세요.</p>',
    ],
    [
      '입금은 어떻게 하나요?',
      '<p>상단에서 <strong>입금</strong> 페이지를 열고 방법을 선택한 뒤 금액을 확인하세요.</p>',
    ],
    ['출금은 어떻게 진행되나요?', '<p>출금은 검토 후 등록된 계좌로 지급되며 보통 30분 이내입니다.</p>'],
    ['책임감 있는 게임', '<p><em>보안 센터</em>에서 언제든 입금 한도를 설정하거나 쉬어 갈 수 있습니다.</p>'],
    ['비밀번호를 잊었어요', '<p><strong>비밀번호 찾기</strong>로 이메일 또는 SMS 코드로 재설정하세요.</p>'],
  ],
  ms: [
    [
      'Bagaimana untuk mendaftar?',
      '<p>Klik <strong>Daftar</strong>, pilih nama pengguna atau nombor telefon, dan ikut langkahnya.</p>',
    ],
    [
      'Bagaimana untuk deposit?',
      '<p>Buka halaman <strong>Deposit</strong> dari pengepala, pilih kaedah dan sahkan jumlahnya.</p>',
    ],
    [
      'Bagaimana pengeluaran berfungsi?',
      '<p>Pengeluaran disemak dan dibayar ke akaun berdaftar anda, biasanya dalam 30 minit.</p>',
    ],
    [
      'Permainan bertanggungjawab',
      '<p>Tetapkan had deposit atau berehat bila-bila masa di <em>Pusat keselamatan</em>.</p>',
    ],
    [
      'Saya terlupa kata laluan',
      '<p>Gunakan <strong>Lupa kata laluan</strong> untuk menetapkannya semula melalui e-mel atau kod SMS.</p>',
    ],
  ],
  pt: [
    [
      'Como me cadastro?',
      '<p>Toque em <strong>Cadastrar</strong>, escolha um usuário ou seu celular e siga os passos.</p>',
    ],
    [
      'Como deposito?',
      '<p>Abra a página de <strong>Depósito</strong> no topo, escolha um método e confirme o valor.</p>',
    ],
    [
      'Como funcionam os saques?',
      '<p>Os saques são analisados e pagos na sua conta cadastrada, normalmente em 30 minutos.</p>',
    ],
    [
      'Jogo responsável',
      '<p>Defina limites de depósito ou faça uma pausa quando quiser na <em>Central de segurança</em>.</p>',
    ],
    [
      'Esqueci minha senha',
      '<p>Use <strong>Esqueci a senha</strong> para redefini-la por e-mail ou código SMS.</p>',
    ],
  ],
  ta: [
    [
      'பதிவு செய்வது எப்படி?',
      '<p><strong>பதிவு</strong> என்பதை அழுத்தி, பயனர்பெயர் அல்லது மொபைல் எண்ணைத் தேர்ந்தெடுத்து படிகளைப் பின்பற்றவும்.</p>',
    ],
    [
      'வைப்பு செய்வது எப்படி?',
      '<p>மேலே உள்ள <strong>வைப்பு</strong> பக்கத்தைத் திறந்து, முறையைத் தேர்ந்தெடுத்து தொகையை உறுதிசெய்யவும்.</p>',
    ],
    [
      'பணம் எடுத்தல் எப்படி நடக்கிறது?',
      '<p>பணம் எடுத்தல் சரிபார்க்கப்பட்டு, பதிவு செய்த கணக்கிற்கு பொதுவாக 30 நிமிடங்களில் செலுத்தப்படும்.</p>',
    ],
    [
      'பொறுப்பான விளையாட்டு',
      '<p><em>பாதுகாப்பு மையம்</em>-இல் எப்போது வேண்டுமானாலும் வைப்பு வரம்பை அமைக்கலாம் அல்லது இடைவேளை எடுக்கலாம்.</p>',
    ],
    [
      'கடவுச்சொல்லை மறந்துவிட்டேன்',
      '<p>மின்னஞ்சல் அல்லது SMS குறியீடு மூலம் மீட்டமைக்க <strong>கடவுச்சொல் மறந்ததா</strong> என்பதைப் பயன்படுத்தவும்.</p>',
    ],
  ],
  bn: [
    [
      'কীভাবে নিবন্ধন করব?',
      '<p><strong>নিবন্ধন</strong>-এ চাপুন, ইউজারনেম বা মোবাইল নম্বর বেছে নিন এবং ধাপগুলো অনুসরণ করুন।</p>',
    ],
    [
      'কীভাবে জমা দেব?',
      '<p>হেডার থেকে <strong>জমা</strong> পাতা খুলুন, পদ্ধতি বেছে নিন এবং পরিমাণ নিশ্চিত করুন।</p>',
    ],
    [
      'উত্তোলন কীভাবে হয়?',
      '<p>উত্তোলন যাচাই করে আপনার নিবন্ধিত অ্যাকাউন্টে দেওয়া হয়, সাধারণত ৩০ মিনিটের মধ্যে।</p>',
    ],
    ['দায়িত্বশীল গেমিং', '<p><em>নিরাপত্তা কেন্দ্র</em>-এ যেকোনো সময় জমার সীমা ঠিক করুন বা বিরতি নিন।</p>'],
    [
      'পাসওয়ার্ড ভুলে গেছি',
      '<p>ইমেইল বা SMS কোড দিয়ে রিসেট করতে <strong>পাসওয়ার্ড ভুলে গেছেন</strong> ব্যবহার করুন।</p>',
    ],
  ],
  ar: [
    ['كيف أسجّل؟', '<p>اضغط <strong>تسجيل</strong>، واختر اسم مستخدم أو رقم هاتفك، واتبع الخطوات.</p>'],
    ['كيف أودع؟', '<p>افتح صفحة <strong>الإيداع</strong> من أعلى الصفحة، واختر طريقة، وأكّد المبلغ.</p>'],
    ['كيف تعمل السحوبات؟', '<p>تُراجع السحوبات وتُدفع إلى حسابك المسجّل، عادةً خلال 30 دقيقة.</p>'],
    ['اللعب المسؤول', '<p>حدّد سقفًا للإيداع أو خذ استراحة في أي وقت من <em>مركز الأمان</em>.</p>'],
    [
      'نسيت كلمة المرور',
      '<p>استخدم <strong>نسيت كلمة المرور</strong> لإعادة تعيينها عبر البريد الإلكتروني أو رمز SMS.</p>',
    ],
  ],
  uz: [
    [
      'Qanday ro‘yxatdan o‘tiladi?',
      '<p><strong>Ro‘yxatdan o‘tish</strong>ni bosing, foydalanuvchi nomi yoki telefon raqamini tanlang va bosqichlarni bajaring.</p>',
    ],
    [
      'Qanday depozit qilinadi?',
      '<p>Sarlavhadan <strong>Depozit</strong> sahifasini oching, usulni tanlang va summani tasdiqlang.</p>',
    ],
    [
      'Pul yechish qanday ishlaydi?',
      '<p>Yechib olish so‘rovlari tekshirilib, ro‘yxatdagi hisobingizga odatda 30 daqiqada to‘lanadi.</p>',
    ],
    [
      'Mas’uliyatli o‘yin',
      '<p><em>Xavfsizlik markazida</em> istalgan vaqtda depozit limitini qo‘ying yoki tanaffus qiling.</p>',
    ],
    [
      'Parolni unutdim',
      '<p>E-pochta yoki SMS kod orqali tiklash uchun <strong>Parolni unutdingizmi</strong>dan foydalaning.</p>',
    ],
  ],
  ru: [
    [
      'Как зарегистрироваться?',
      '<p>Нажмите <strong>Регистрация</strong>, выберите логин или номер телефона и следуйте шагам.</p>',
    ],
    [
      'Как пополнить счёт?',
      '<p>Откройте страницу <strong>Пополнение</strong> в шапке, выберите способ и подтвердите сумму.</p>',
    ],
    [
      'Как работает вывод?',
      '<p>Заявки на вывод проверяются и выплачиваются на ваш счёт, обычно в течение 30 минут.</p>',
    ],
    [
      'Ответственная игра',
      '<p>Установите лимит пополнений или сделайте перерыв в любое время в <em>Центре безопасности</em>.</p>',
    ],
    [
      'Я забыл пароль',
      '<p>Воспользуйтесь <strong>Забыли пароль</strong>, чтобы сбросить его по почте или SMS-коду.</p>',
    ],
  ],
  tl: [
    [
      'Paano magparehistro?',
      '<p>I-click ang <strong>Register</strong>, pumili ng username o ng iyong mobile number, at sundin ang mga hakbang.</p>',
    ],
    [
      'Paano mag-deposit?',
      '<p>Buksan ang <strong>Deposit</strong> page mula sa header, pumili ng paraan at kumpirmahin ang halaga.</p>',
    ],
    [
      'Paano gumagana ang withdrawal?',
      '<p>Sinusuri ang withdrawal at ibinabayad sa iyong rehistradong account, kadalasan sa loob ng 30 minuto.</p>',
    ],
    [
      'Responsableng paglalaro',
      '<p>Magtakda ng deposit limit o magpahinga anumang oras sa <em>Security Center</em>.</p>',
    ],
    [
      'Nakalimutan ko ang password',
      '<p>Gamitin ang <strong>Forgot password</strong> para i-reset ito sa e-mail o SMS code.</p>',
    ],
  ],
  ur: [
    [
      'رجسٹر کیسے کریں؟',
      '<p><strong>رجسٹر</strong> پر کلک کریں، یوزر نیم یا موبائل نمبر منتخب کریں اور مراحل پر عمل کریں۔</p>',
    ],
    [
      'ڈپازٹ کیسے کریں؟',
      '<p>ہیڈر سے <strong>ڈپازٹ</strong> صفحہ کھولیں، طریقہ منتخب کریں اور رقم کی تصدیق کریں۔</p>',
    ],
    [
      'رقم نکالنا کیسے کام کرتا ہے؟',
      '<p>نکالنے کی درخواستیں جانچ کر آپ کے رجسٹرڈ اکاؤنٹ میں عموماً 30 منٹ میں ادا کی جاتی ہیں۔</p>',
    ],
    ['ذمہ دارانہ گیمنگ', '<p><em>سیکیورٹی سینٹر</em> میں کسی بھی وقت ڈپازٹ کی حد مقرر کریں یا وقفہ لیں۔</p>'],
    [
      'پاس ورڈ بھول گیا',
      '<p>ای میل یا SMS کوڈ سے دوبارہ ترتیب دینے کے لیے <strong>پاس ورڈ بھول گئے</strong> استعمال کریں۔</p>',
    ],
  ],
  tr: [
    [
      'Nasıl kayıt olurum?',
      "<p><strong>Kayıt ol</strong>'a dokunun, bir kullanıcı adı veya cep numaranızı seçin ve adımları izleyin.</p>",
    ],
    [
      'Nasıl para yatırırım?',
      '<p>Üst menüden <strong>Para yatır</strong> sayfasını açın, yöntemi seçin ve tutarı onaylayın.</p>',
    ],
    [
      'Para çekme nasıl işler?',
      '<p>Çekim talepleri incelenir ve kayıtlı hesabınıza genellikle 30 dakika içinde ödenir.</p>',
    ],
    [
      'Sorumlu oyun',
      "<p><em>Güvenlik Merkezi</em>'nde istediğiniz zaman yatırım limiti koyun veya ara verin.</p>",
    ],
    [
      'Şifremi unuttum',
      "<p>E-posta veya SMS koduyla sıfırlamak için <strong>Şifremi unuttum</strong>'u kullanın.</p>",
    ],
  ],
  fa: [
    [
      'چگونه ثبت‌نام کنم؟',
      '<p>روی <strong>ثبت‌نام</strong> بزنید، نام کاربری یا شماره موبایل را انتخاب کنید و مراحل را دنبال کنید.</p>',
    ],
    [
      'چگونه واریز کنم؟',
      '<p>صفحه <strong>واریز</strong> را از سربرگ باز کنید، روش را انتخاب و مبلغ را تأیید کنید.</p>',
    ],
    [
      'برداشت چگونه انجام می‌شود؟',
      '<p>درخواست‌های برداشت بررسی و معمولاً ظرف 30 دقیقه به حساب ثبت‌شده شما پرداخت می‌شود.</p>',
    ],
    ['بازی مسئولانه', '<p>هر زمان در <em>مرکز امنیت</em> سقف واریز تعیین کنید یا استراحت کنید.</p>'],
    [
      'رمز عبور را فراموش کرده‌ام',
      '<p>با <strong>فراموشی رمز عبور</strong> آن را از طریق ایمیل یا کد پیامکی بازنشانی کنید.</p>',
    ],
  ],
  kk: [
    [
      'Қалай тіркелемін?',
      '<p><strong>Тіркелу</strong> батырмасын басып, пайдаланушы атын не телефон нөмірін таңдап, қадамдарды орындаңыз.</p>',
    ],
    [
      'Қалай толтырамын?',
      '<p>Жоғарғы жолақтан <strong>Толтыру</strong> бетін ашып, тәсілді таңдап, соманы растаңыз.</p>',
    ],
    [
      'Ақша шығару қалай жүреді?',
      '<p>Шығару өтінімдері тексеріліп, тіркелген шотыңызға әдетте 30 минутта төленеді.</p>',
    ],
    [
      'Жауапты ойын',
      '<p><em>Қауіпсіздік орталығында</em> кез келген уақытта толтыру лимитін қойыңыз немесе үзіліс алыңыз.</p>',
    ],
    [
      'Құпиясөзді ұмыттым',
      '<p>Эл. пошта немесе SMS коды арқылы қалпына келтіру үшін <strong>Құпиясөзді ұмыттыңыз ба</strong> түймесін қолданыңыз.</p>',
    ],
  ],
  lo: [
    ['ສະໝັກສະມາຊິກແນວໃດ?', '<p>ກົດ<strong>ສະໝັກສະມາຊິກ</strong> ເລືອກຊື່ຜູ້ໃຊ້ ຫຼື ເບີມືຖື ແລ້ວເຮັດຕາມຂັ້ນຕອນ.</p>'],
    ['ຝາກເງິນແນວໃດ?', '<p>ເປີດໜ້າ<strong>ຝາກເງິນ</strong>ຈາກແຖບດ້ານເທິງ ເລືອກຊ່ອງທາງ ແລ້ວຢືນຢັນຈຳນວນເງິນ.</p>'],
    ['ການຖອນເງິນເຮັດວຽກແນວໃດ?', '<p>ການຖອນຈະຖືກກວດສອບ ແລະ ໂອນເຂົ້າບັນຊີທີ່ລົງທະບຽນໄວ້ ໂດຍປົກກະຕິພາຍໃນ 30 ນາທີ.</p>'],
    ['ການຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ', '<p>ຕັ້ງວົງເງິນຝາກ ຫຼື ພັກການຫຼິ້ນໄດ້ທຸກເວລາໃນ<em>ສູນຄວາມປອດໄພ</em>.</p>'],
    ['ລືມລະຫັດຜ່ານ', '<p>ໃຊ້<strong>ລືມລະຫັດຜ່ານ</strong>ເພື່ອຕັ້ງໃໝ່ຜ່ານອີເມວ ຫຼື ລະຫັດ SMS.</p>'],
  ],
  ne: [
    [
      'दर्ता कसरी गर्ने?',
      '<p><strong>दर्ता</strong> थिच्नुहोस्, युजरनेम वा मोबाइल नम्बर छान्नुहोस् र चरणहरू पालना गर्नुहोस्।</p>',
    ],
    ['जम्मा कसरी गर्ने?', '<p>हेडरबाट <strong>जम्मा</strong> पृष्ठ खोल्नुहोस्, विधि छान्नुहोस् र रकम पुष्टि गर्नुहोस्।</p>'],
    ['निकासी कसरी हुन्छ?', '<p>निकासी जाँच गरी तपाईंको दर्ता खातामा सामान्यतया 30 मिनेटभित्र भुक्तानी हुन्छ।</p>'],
    ['जिम्मेवार गेमिङ', '<p><em>सुरक्षा केन्द्र</em> मा जुनसुकै बेला जम्मा सीमा राख्नुहोस् वा विश्राम लिनुहोस्।</p>'],
    ['पासवर्ड बिर्सें', '<p>इमेल वा SMS कोडबाट रिसेट गर्न <strong>पासवर्ड बिर्सनुभयो</strong> प्रयोग गर्नुहोस्।</p>'],
  ],
  fr: [
    [
      "Comment m'inscrire ?",
      "<p>Touchez <strong>S'inscrire</strong>, choisissez un identifiant ou votre numéro de mobile et suivez les étapes.</p>",
    ],
    [
      'Comment déposer ?',
      "<p>Ouvrez la page <strong>Dépôt</strong> depuis l'en-tête, choisissez un moyen et confirmez le montant.</p>",
    ],
    [
      'Comment fonctionnent les retraits ?',
      '<p>Les retraits sont vérifiés puis versés sur votre compte enregistré, en général sous 30 minutes.</p>',
    ],
    [
      'Jeu responsable',
      '<p>Fixez des limites de dépôt ou faites une pause à tout moment dans le <em>Centre de sécurité</em>.</p>',
    ],
    [
      "J'ai oublié mon mot de passe",
      '<p>Utilisez <strong>Mot de passe oublié</strong> pour le réinitialiser par e-mail ou code SMS.</p>',
    ],
  ],
  de: [
    [
      'Wie registriere ich mich?',
      '<p>Tippen Sie auf <strong>Registrieren</strong>, wählen Sie einen Benutzernamen oder Ihre Handynummer und folgen Sie den Schritten.</p>',
    ],
    [
      'Wie zahle ich ein?',
      '<p>Öffnen Sie oben die Seite <strong>Einzahlung</strong>, wählen Sie eine Methode und bestätigen Sie den Betrag.</p>',
    ],
    [
      'Wie funktionieren Auszahlungen?',
      '<p>Auszahlungen werden geprüft und auf Ihr hinterlegtes Konto gezahlt, meist innerhalb von 30 Minuten.</p>',
    ],
    [
      'Verantwortungsvolles Spielen',
      '<p>Setzen Sie jederzeit Einzahlungslimits oder legen Sie eine Pause ein – im <em>Sicherheitscenter</em>.</p>',
    ],
    [
      'Passwort vergessen',
      '<p>Mit <strong>Passwort vergessen</strong> setzen Sie es per E-Mail oder SMS-Code zurück.</p>',
    ],
  ],
  it: [
    [
      'Come mi registro?',
      '<p>Tocca <strong>Registrati</strong>, scegli un nome utente o il tuo numero di cellulare e segui i passaggi.</p>',
    ],
    [
      'Come faccio un deposito?',
      "<p>Apri la pagina <strong>Deposito</strong> dall'intestazione, scegli un metodo e conferma l'importo.</p>",
    ],
    [
      'Come funzionano i prelievi?',
      '<p>I prelievi vengono verificati e pagati sul conto registrato, di solito entro 30 minuti.</p>',
    ],
    [
      'Gioco responsabile',
      '<p>Imposta limiti di deposito o prenditi una pausa quando vuoi nel <em>Centro sicurezza</em>.</p>',
    ],
    [
      'Ho dimenticato la password',
      '<p>Usa <strong>Password dimenticata</strong> per reimpostarla via e-mail o codice SMS.</p>',
    ],
  ],
  nl: [
    [
      'Hoe registreer ik me?',
      '<p>Tik op <strong>Registreren</strong>, kies een gebruikersnaam of je mobiele nummer en volg de stappen.</p>',
    ],
    [
      'Hoe stort ik?',
      '<p>Open de pagina <strong>Storten</strong> bovenaan, kies een methode en bevestig het bedrag.</p>',
    ],
    [
      'Hoe werken opnames?',
      '<p>Opnames worden gecontroleerd en naar je geregistreerde rekening betaald, meestal binnen 30 minuten.</p>',
    ],
    [
      'Verantwoord spelen',
      '<p>Stel op elk moment stortingslimieten in of neem pauze in het <em>Beveiligingscentrum</em>.</p>',
    ],
    [
      'Wachtwoord vergeten',
      '<p>Gebruik <strong>Wachtwoord vergeten</strong> om het via e-mail of sms-code te herstellen.</p>',
    ],
  ],
  pl: [
    [
      'Jak się zarejestrować?',
      '<p>Kliknij <strong>Zarejestruj się</strong>, wybierz nazwę użytkownika lub numer telefonu i wykonaj kroki.</p>',
    ],
    [
      'Jak wpłacić?',
      '<p>Otwórz stronę <strong>Wpłata</strong> w nagłówku, wybierz metodę i potwierdź kwotę.</p>',
    ],
    [
      'Jak działają wypłaty?',
      '<p>Wypłaty są sprawdzane i przelewane na zarejestrowane konto, zwykle w ciągu 30 minut.</p>',
    ],
    [
      'Odpowiedzialna gra',
      '<p>W <em>Centrum bezpieczeństwa</em> w każdej chwili ustawisz limity wpłat lub zrobisz przerwę.</p>',
    ],
    [
      'Nie pamiętam hasła',
      '<p>Użyj <strong>Nie pamiętam hasła</strong>, aby je zresetować e-mailem lub kodem SMS.</p>',
    ],
  ],
  uk: [
    [
      'Як зареєструватися?',
      '<p>Натисніть <strong>Реєстрація</strong>, оберіть логін або номер телефону й виконайте кроки.</p>',
    ],
    [
      'Як поповнити рахунок?',
      '<p>Відкрийте сторінку <strong>Поповнення</strong> у шапці, оберіть спосіб і підтвердьте суму.</p>',
    ],
    [
      'Як працює виведення?',
      '<p>Заявки на виведення перевіряються й виплачуються на ваш рахунок, зазвичай протягом 30 хвилин.</p>',
    ],
    [
      'Відповідальна гра',
      '<p>Встановіть ліміт поповнень або зробіть перерву будь-коли в <em>Центрі безпеки</em>.</p>',
    ],
    [
      'Я забув пароль',
      '<p>Скористайтеся <strong>Забули пароль</strong>, щоб скинути його поштою або SMS-кодом.</p>',
    ],
  ],
  el: [
    [
      'Πώς κάνω εγγραφή;',
      '<p>Πατήστε <strong>Εγγραφή</strong>, επιλέξτε όνομα χρήστη ή τον αριθμό κινητού σας και ακολουθήστε τα βήματα.</p>',
    ],
    [
      'Πώς κάνω κατάθεση;',
      '<p>Ανοίξτε τη σελίδα <strong>Κατάθεση</strong> από την κεφαλίδα, επιλέξτε τρόπο και επιβεβαιώστε το ποσό.</p>',
    ],
    [
      'Πώς λειτουργούν οι αναλήψεις;',
      '<p>Οι αναλήψεις ελέγχονται και πληρώνονται στον καταχωρισμένο λογαριασμό σας, συνήθως μέσα σε 30 λεπτά.</p>',
    ],
    [
      'Υπεύθυνο παιχνίδι',
      '<p>Ορίστε όρια κατάθεσης ή κάντε διάλειμμα οποιαδήποτε στιγμή στο <em>Κέντρο ασφαλείας</em>.</p>',
    ],
    [
      'Ξέχασα τον κωδικό μου',
      '<p>Χρησιμοποιήστε το <strong>Ξέχασα τον κωδικό</strong> για επαναφορά μέσω email ή κωδικού SMS.</p>',
    ],
  ],
  cs: [
    [
      'Jak se zaregistruji?',
      '<p>Klepněte na <strong>Registrace</strong>, zvolte uživatelské jméno nebo číslo mobilu a postupujte podle kroků.</p>',
    ],
    [
      'Jak vložím peníze?',
      '<p>Otevřete stránku <strong>Vklad</strong> v záhlaví, zvolte metodu a potvrďte částku.</p>',
    ],
    [
      'Jak fungují výběry?',
      '<p>Výběry se zkontrolují a vyplatí na váš registrovaný účet, obvykle do 30 minut.</p>',
    ],
    [
      'Zodpovědné hraní',
      '<p>V <em>Bezpečnostním centru</em> si kdykoli nastavte limity vkladů nebo si dejte pauzu.</p>',
    ],
    [
      'Zapomněl jsem heslo',
      '<p>Použijte <strong>Zapomenuté heslo</strong> a obnovte ho e-mailem nebo SMS kódem.</p>',
    ],
  ],
  ro: [
    [
      'Cum mă înregistrez?',
      '<p>Apăsați <strong>Înregistrare</strong>, alegeți un nume de utilizator sau numărul de mobil și urmați pașii.</p>',
    ],
    [
      'Cum depun bani?',
      '<p>Deschideți pagina <strong>Depunere</strong> din antet, alegeți o metodă și confirmați suma.</p>',
    ],
    [
      'Cum funcționează retragerile?',
      '<p>Retragerile sunt verificate și plătite în contul înregistrat, de obicei în 30 de minute.</p>',
    ],
    [
      'Joc responsabil',
      '<p>Setați oricând limite de depunere sau luați o pauză din <em>Centrul de securitate</em>.</p>',
    ],
    [
      'Mi-am uitat parola',
      '<p>Folosiți <strong>Am uitat parola</strong> pentru a o reseta prin e-mail sau cod SMS.</p>',
    ],
  ],
  hu: [
    [
      'Hogyan regisztrálok?',
      '<p>Koppintson a <strong>Regisztráció</strong> gombra, válasszon felhasználónevet vagy mobilszámot, és kövesse a lépéseket.</p>',
    ],
    [
      'Hogyan fizetek be?',
      '<p>Nyissa meg a fejlécből a <strong>Befizetés</strong> oldalt, válasszon módot, és erősítse meg az összeget.</p>',
    ],
    [
      'Hogyan működik a kifizetés?',
      '<p>A kifizetéseket ellenőrizzük, és a regisztrált számlájára utaljuk, általában 30 percen belül.</p>',
    ],
    [
      'Felelős játék',
      '<p>A <em>Biztonsági központban</em> bármikor beállíthat befizetési limitet vagy tarthat szünetet.</p>',
    ],
    [
      'Elfelejtettem a jelszavam',
      '<p>Az <strong>Elfelejtett jelszó</strong> funkcióval e-mailben vagy SMS-kóddal állíthatja vissza.</p>',
    ],
  ],
  sv: [
    [
      'Hur registrerar jag mig?',
      '<p>Tryck på <strong>Registrera</strong>, välj ett användarnamn eller ditt mobilnummer och följ stegen.</p>',
    ],
    [
      'Hur sätter jag in pengar?',
      '<p>Öppna sidan <strong>Insättning</strong> i sidhuvudet, välj en metod och bekräfta beloppet.</p>',
    ],
    [
      'Hur fungerar uttag?',
      '<p>Uttag granskas och betalas till ditt registrerade konto, oftast inom 30 minuter.</p>',
    ],
    [
      'Ansvarsfullt spelande',
      '<p>Sätt insättningsgränser eller ta en paus när du vill i <em>Säkerhetscentret</em>.</p>',
    ],
    [
      'Jag har glömt mitt lösenord',
      '<p>Använd <strong>Glömt lösenord</strong> för att återställa det via e-post eller sms-kod.</p>',
    ],
  ],
  si: [
    [
      'ලියාපදිංචි වන්නේ කෙසේද?',
      '<p><strong>ලියාපදිංචි වන්න</strong> ඔබා, පරිශීලක නාමයක් හෝ ජංගම අංකය තෝරා පියවර අනුගමනය කරන්න.</p>',
    ],
    ['තැන්පත් කරන්නේ කෙසේද?', '<p>ශීර්ෂයෙන් <strong>තැන්පතු</strong> පිටුව විවෘත කර, ක්‍රමයක් තෝරා මුදල තහවුරු කරන්න.</p>'],
    [
      'මුදල් ආපසු ගැනීම ක්‍රියා කරන්නේ කෙසේද?',
      '<p>ඉල්ලීම් පරීක්ෂා කර ඔබගේ ලියාපදිංචි ගිණුමට සාමාන්‍යයෙන් මිනිත්තු 30ක් තුළ ගෙවනු ලැබේ.</p>',
    ],
    ['වගකීම් සහගත ක්‍රීඩාව', '<p><em>ආරක්ෂක මධ්‍යස්ථානය</em> තුළ ඕනෑම වේලාවක තැන්පතු සීමාවක් තබන්න හෝ විවේකයක් ගන්න.</p>'],
    ['මුරපදය අමතක විය', '<p>විද්‍යුත් තැපෑල හෝ SMS කේතයෙන් නැවත සැකසීමට <strong>මුරපදය අමතකද</strong> භාවිත කරන්න.</p>'],
  ],
  mn: [
    [
      'Хэрхэн бүртгүүлэх вэ?',
      '<p><strong>Бүртгүүлэх</strong>-ийг дарж, хэрэглэгчийн нэр эсвэл утасны дугаараа сонгоод алхмуудыг дагана уу.</p>',
    ],
    [
      'Хэрхэн цэнэглэх вэ?',
      '<p>Толгой хэсгээс <strong>Цэнэглэх</strong> хуудсыг нээж, аргаа сонгоод дүнгээ баталгаажуулна уу.</p>',
    ],
    [
      'Татан авалт хэрхэн явагддаг вэ?',
      '<p>Хүсэлтийг шалгаад бүртгэлтэй данс руу тань ихэвчлэн 30 минутын дотор шилжүүлнэ.</p>',
    ],
    [
      'Хариуцлагатай тоглоом',
      '<p><em>Аюулгүй байдлын төв</em>-д хүссэн үедээ цэнэглэлтийн хязгаар тогтоох эсвэл завсарлага авах боломжтой.</p>',
    ],
    [
      'Нууц үгээ мартсан',
      '<p>И-мэйл эсвэл SMS кодоор сэргээхийн тулд <strong>Нууц үг мартсан</strong>-ыг ашиглана уу.</p>',
    ],
  ],
  ka: [
    [
      'როგორ დავრეგისტრირდე?',
      '<p>დააჭირეთ <strong>რეგისტრაციას</strong>, აირჩიეთ მომხმარებლის სახელი ან მობილურის ნომერი და მიჰყევით ნაბიჯებს.</p>',
    ],
    [
      'როგორ შევიტანო თანხა?',
      '<p>გახსენით <strong>შეტანის</strong> გვერდი სათაურიდან, აირჩიეთ მეთოდი და დაადასტურეთ თანხა.</p>',
    ],
    [
      'როგორ ხდება თანხის გატანა?',
      '<p>მოთხოვნები მოწმდება და ირიცხება თქვენს რეგისტრირებულ ანგარიშზე, ჩვეულებრივ 30 წუთში.</p>',
    ],
    [
      'პასუხისმგებლიანი თამაში',
      '<p><em>უსაფრთხოების ცენტრში</em> ნებისმიერ დროს დააწესეთ შეტანის ლიმიტი ან შეისვენეთ.</p>',
    ],
    [
      'დამავიწყდა პაროლი',
      '<p>გამოიყენეთ <strong>დაგავიწყდათ პაროლი</strong> ელფოსტით ან SMS კოდით აღსადგენად.</p>',
    ],
  ],
};
