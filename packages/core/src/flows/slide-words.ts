/**
 * The words the slide renderer draws by itself, in the slide's language (decision 188): a
 * translated slide is drawn in its own words, its continuation pages and its quiz's marked
 * answer too. One table for the browser preview and the server render. Every language with an
 * offline voice (language-list `espeak`) has its words; a language missing here is drawn in English.
 *
 * `{title}`, `{answer}`, `{author}` and `{source}` are filled in; scripts written without spaces
 * take full-width brackets with no space before them.
 */
export interface SlideWords {
  /** Decision 165: the title of a slide's continuation pages. */
  continued: string;
  /** Decision 175: a quiz answer once the narration gives it as right. */
  rightAnswer: string;
  /** Spec 001 §8: the box drawn where a picture cannot be. */
  imageUnavailable: string;
  /** The credit under a stock photo. */
  photo: string;
  /** A content slide without a title. */
  untitledSlide: string;
  /** A title slide without a title. */
  untitledPresentation: string;
}

export const ENGLISH_SLIDE_WORDS: SlideWords = {
  continued: '{title} (continued)',
  rightAnswer: '{answer} — right answer',
  imageUnavailable: 'Image Unavailable',
  photo: 'Photo: {author} / {source}',
  untitledSlide: 'Untitled slide',
  untitledPresentation: 'Untitled presentation',
};

/** [continued, right answer, photo, image unavailable, untitled slide, untitled presentation]. */
type Row = readonly [string, string, string, string, string, string];

const words = ([continued, right, photo, unavailable, slide, presentation]: Row): SlideWords => ({
  continued: `{title} (${continued})`,
  rightAnswer: `{answer} — ${right}`,
  photo: `${photo}: {author} / {source}`,
  imageUnavailable: unavailable,
  untitledSlide: slide,
  untitledPresentation: presentation,
});

/** Chinese and Japanese: full-width brackets and colon, no spaces. */
const cjkWords = ([continued, right, photo, unavailable, slide, presentation]: Row): SlideWords => ({
  continued: `{title}（${continued}）`,
  rightAnswer: `{answer}（${right}）`,
  photo: `${photo}：{author} / {source}`,
  imageUnavailable: unavailable,
  untitledSlide: slide,
  untitledPresentation: presentation,
});

/** By language (the part of the BCP 47 code before the region), or by the whole code where regions write differently. */
const TABLE: Readonly<Record<string, SlideWords>> = {
  af: words(['vervolg', 'regte antwoord', 'Foto', 'Beeld nie beskikbaar nie', 'Skyfie sonder titel', 'Aanbieding sonder titel']),
  am: words(['የቀጠለ', 'ትክክለኛ መልስ', 'ፎቶ', 'ምስሉ አይገኝም', 'ርዕስ የሌለው ስላይድ', 'ርዕስ የሌለው አቀራረብ']),
  ar: words(['تابع', 'الإجابة الصحيحة', 'صورة', 'الصورة غير متاحة', 'شريحة بلا عنوان', 'عرض تقديمي بلا عنوان']),
  az: words(['davamı', 'düzgün cavab', 'Foto', 'Şəkil mövcud deyil', 'Başlıqsız slayd', 'Başlıqsız təqdimat']),
  bg: words(['продължение', 'верен отговор', 'Снимка', 'Изображението не е налично', 'Слайд без заглавие', 'Презентация без заглавие']),
  bn: words(['পরবর্তী অংশ', 'সঠিক উত্তর', 'ছবি', 'ছবি পাওয়া যাচ্ছে না', 'শিরোনামহীন স্লাইড', 'শিরোনামহীন উপস্থাপনা']),
  ca: words(['continuació', 'resposta correcta', 'Foto', 'Imatge no disponible', 'Diapositiva sense títol', 'Presentació sense títol']),
  cs: words(['pokračování', 'správná odpověď', 'Foto', 'Obrázek není k dispozici', 'Snímek bez názvu', 'Prezentace bez názvu']),
  cy: words(['parhad', 'ateb cywir', 'Llun', 'Delwedd ddim ar gael', 'Sleid heb deitl', 'Cyflwyniad heb deitl']),
  da: words(['fortsat', 'rigtigt svar', 'Foto', 'Billede ikke tilgængeligt', 'Dias uden titel', 'Præsentation uden titel']),
  de: words(['Fortsetzung', 'richtige Antwort', 'Foto', 'Bild nicht verfügbar', 'Folie ohne Titel', 'Präsentation ohne Titel']),
  el: words(['συνέχεια', 'σωστή απάντηση', 'Φωτογραφία', 'Η εικόνα δεν είναι διαθέσιμη', 'Διαφάνεια χωρίς τίτλο', 'Παρουσίαση χωρίς τίτλο']),
  en: ENGLISH_SLIDE_WORDS,
  es: words(['continuación', 'respuesta correcta', 'Foto', 'Imagen no disponible', 'Diapositiva sin título', 'Presentación sin título']),
  et: words(['jätk', 'õige vastus', 'Foto', 'Pilt pole saadaval', 'Pealkirjata slaid', 'Pealkirjata esitlus']),
  eu: words(['jarraipena', 'erantzun zuzena', 'Argazkia', 'Irudia ez dago erabilgarri', 'Izenbururik gabeko diapositiba', 'Izenbururik gabeko aurkezpena']),
  fa: words(['ادامه', 'پاسخ درست', 'عکس', 'تصویر در دسترس نیست', 'اسلاید بدون عنوان', 'ارائهٔ بدون عنوان']),
  fi: words(['jatkuu', 'oikea vastaus', 'Kuva', 'Kuva ei ole saatavilla', 'Nimetön dia', 'Nimetön esitys']),
  fil: words(['karugtong', 'tamang sagot', 'Larawan', 'Walang makuhang larawan', 'Slide na walang pamagat', 'Presentasyong walang pamagat']),
  // French sets a space before a colon.
  fr: {
    ...words(['suite', 'bonne réponse', 'Photo', 'Image indisponible', 'Diapositive sans titre', 'Présentation sans titre']),
    photo: 'Photo\u00a0: {author} / {source}',
  },
  ga: words(['ar lean', 'an freagra ceart', 'Grianghraf', 'Níl an íomhá ar fáil', 'Sleamhnán gan teideal', 'Cur i láthair gan teideal']),
  gl: words(['continuación', 'resposta correcta', 'Foto', 'Imaxe non dispoñible', 'Diapositiva sen título', 'Presentación sen título']),
  gu: words(['ચાલુ', 'સાચો જવાબ', 'ફોટો', 'છબી ઉપલબ્ધ નથી', 'શીર્ષક વિનાની સ્લાઇડ', 'શીર્ષક વિનાની પ્રસ્તુતિ']),
  he: words(['המשך', 'התשובה הנכונה', 'צילום', 'התמונה אינה זמינה', 'שקופית ללא כותרת', 'מצגת ללא כותרת']),
  hi: words(['जारी', 'सही उत्तर', 'फ़ोटो', 'चित्र उपलब्ध नहीं है', 'बिना शीर्षक की स्लाइड', 'बिना शीर्षक की प्रस्तुति']),
  hr: words(['nastavak', 'točan odgovor', 'Fotografija', 'Slika nije dostupna', 'Slajd bez naslova', 'Prezentacija bez naslova']),
  hu: words(['folytatás', 'helyes válasz', 'Fotó', 'A kép nem érhető el', 'Cím nélküli dia', 'Cím nélküli bemutató']),
  hy: words(['շարունակություն', 'ճիշտ պատասխան', 'Լուսանկար', 'Պատկերը հասանելի չէ', 'Անվերնագիր սլայդ', 'Անվերնագիր ներկայացում']),
  id: words(['lanjutan', 'jawaban benar', 'Foto', 'Gambar tidak tersedia', 'Slide tanpa judul', 'Presentasi tanpa judul']),
  is: words(['framhald', 'rétt svar', 'Ljósmynd', 'Mynd ekki tiltæk', 'Glæra án titils', 'Kynning án titils']),
  it: words(['continua', 'risposta corretta', 'Foto', 'Immagine non disponibile', 'Diapositiva senza titolo', 'Presentazione senza titolo']),
  ja: cjkWords(['続き', '正解', '写真', '画像を表示できません', '無題のスライド', '無題のプレゼンテーション']),
  ka: words(['გაგრძელება', 'სწორი პასუხი', 'ფოტო', 'სურათი მიუწვდომელია', 'უსათაურო სლაიდი', 'უსათაურო პრეზენტაცია']),
  kk: words(['жалғасы', 'дұрыс жауап', 'Фото', 'Сурет қолжетімсіз', 'Тақырыпсыз слайд', 'Тақырыпсыз презентация']),
  kn: words(['ಮುಂದುವರಿದಿದೆ', 'ಸರಿಯಾದ ಉತ್ತರ', 'ಫೋಟೋ', 'ಚಿತ್ರ ಲಭ್ಯವಿಲ್ಲ', 'ಶೀರ್ಷಿಕೆರಹಿತ ಸ್ಲೈಡ್', 'ಶೀರ್ಷಿಕೆರಹಿತ ಪ್ರಸ್ತುತಿ']),
  ko: words(['계속', '정답', '사진', '이미지를 표시할 수 없음', '제목 없는 슬라이드', '제목 없는 프레젠테이션']),
  lt: words(['tęsinys', 'teisingas atsakymas', 'Nuotrauka', 'Vaizdas nepasiekiamas', 'Skaidrė be pavadinimo', 'Pristatymas be pavadinimo']),
  lv: words(['turpinājums', 'pareizā atbilde', 'Foto', 'Attēls nav pieejams', 'Slaids bez nosaukuma', 'Prezentācija bez nosaukuma']),
  mk: words(['продолжение', 'точен одговор', 'Фотографија', 'Сликата не е достапна', 'Слајд без наслов', 'Презентација без наслов']),
  ml: words(['തുടർച്ച', 'ശരിയായ ഉത്തരം', 'ഫോട്ടോ', 'ചിത്രം ലഭ്യമല്ല', 'തലക്കെട്ടില്ലാത്ത സ്ലൈഡ്', 'തലക്കെട്ടില്ലാത്ത അവതരണം']),
  mr: words(['पुढे चालू', 'योग्य उत्तर', 'फोटो', 'प्रतिमा उपलब्ध नाही', 'शीर्षक नसलेली स्लाइड', 'शीर्षक नसलेले सादरीकरण']),
  ms: words(['sambungan', 'jawapan betul', 'Foto', 'Imej tidak tersedia', 'Slaid tanpa tajuk', 'Persembahan tanpa tajuk']),
  nb: words(['fortsatt', 'riktig svar', 'Foto', 'Bildet er ikke tilgjengelig', 'Lysbilde uten tittel', 'Presentasjon uten tittel']),
  ne: words(['क्रमशः', 'सही उत्तर', 'फोटो', 'तस्बिर उपलब्ध छैन', 'शीर्षकविहीन स्लाइड', 'शीर्षकविहीन प्रस्तुति']),
  nl: words(['vervolg', 'juiste antwoord', 'Foto', 'Afbeelding niet beschikbaar', 'Dia zonder titel', 'Presentatie zonder titel']),
  pa: words(['ਜਾਰੀ', 'ਸਹੀ ਜਵਾਬ', 'ਫੋਟੋ', 'ਤਸਵੀਰ ਉਪਲਬਧ ਨਹੀਂ', 'ਬਿਨਾਂ ਸਿਰਲੇਖ ਸਲਾਈਡ', 'ਬਿਨਾਂ ਸਿਰਲੇਖ ਪੇਸ਼ਕਾਰੀ']),
  pl: words(['ciąg dalszy', 'poprawna odpowiedź', 'Fot.', 'Obraz niedostępny', 'Slajd bez tytułu', 'Prezentacja bez tytułu']),
  pt: words(['continuação', 'resposta certa', 'Foto', 'Imagem indisponível', 'Slide sem título', 'Apresentação sem título']),
  'pt-pt': words(['continuação', 'resposta certa', 'Foto', 'Imagem indisponível', 'Diapositivo sem título', 'Apresentação sem título']),
  ro: words(['continuare', 'răspuns corect', 'Foto', 'Imagine indisponibilă', 'Diapozitiv fără titlu', 'Prezentare fără titlu']),
  ru: words(['продолжение', 'правильный ответ', 'Фото', 'Изображение недоступно', 'Слайд без названия', 'Презентация без названия']),
  sk: words(['pokračovanie', 'správna odpoveď', 'Foto', 'Obrázok nie je k dispozícii', 'Snímka bez názvu', 'Prezentácia bez názvu']),
  sl: words(['nadaljevanje', 'pravilen odgovor', 'Foto', 'Slika ni na voljo', 'Diapozitiv brez naslova', 'Predstavitev brez naslova']),
  sq: words(['vazhdim', 'përgjigjja e saktë', 'Foto', 'Imazhi nuk është i disponueshëm', 'Diapozitiv pa titull', 'Prezantim pa titull']),
  sr: words(['наставак', 'тачан одговор', 'Фотографија', 'Слика није доступна', 'Слајд без наслова', 'Презентација без наслова']),
  sv: words(['forts.', 'rätt svar', 'Foto', 'Bilden är inte tillgänglig', 'Bild utan rubrik', 'Presentation utan rubrik']),
  sw: words(['inaendelea', 'jibu sahihi', 'Picha', 'Picha haipatikani', 'Slaidi isiyo na kichwa', 'Wasilisho lisilo na kichwa']),
  ta: words(['தொடர்ச்சி', 'சரியான விடை', 'படம்', 'படம் கிடைக்கவில்லை', 'தலைப்பில்லா ஸ்லைடு', 'தலைப்பில்லா விளக்கக்காட்சி']),
  te: words(['కొనసాగింపు', 'సరైన సమాధానం', 'ఫోటో', 'చిత్రం అందుబాటులో లేదు', 'శీర్షిక లేని స్లయిడ్', 'శీర్షిక లేని ప్రెజెంటేషన్']),
  th: words(['ต่อ', 'คำตอบที่ถูกต้อง', 'ภาพ', 'ไม่มีรูปภาพ', 'สไลด์ไม่มีชื่อ', 'งานนำเสนอไม่มีชื่อ']),
  tr: words(['devamı', 'doğru cevap', 'Fotoğraf', 'Görsel kullanılamıyor', 'Başlıksız slayt', 'Başlıksız sunu']),
  uk: words(['продовження', 'правильна відповідь', 'Фото', 'Зображення недоступне', 'Слайд без назви', 'Презентація без назви']),
  ur: words(['جاری', 'درست جواب', 'تصویر', 'تصویر دستیاب نہیں', 'بے عنوان سلائیڈ', 'بے عنوان پیشکش']),
  vi: words(['tiếp theo', 'đáp án đúng', 'Ảnh', 'Không có hình ảnh', 'Trang chiếu không tiêu đề', 'Bản trình bày không tiêu đề']),
  zh: cjkWords(['续', '正确答案', '图片', '图片无法显示', '无标题幻灯片', '无标题演示文稿']),
  'zh-tw': cjkWords(['續', '正確答案', '圖片', '無法顯示圖片', '未命名投影片', '未命名簡報']),
  'zh-hk': cjkWords(['續', '正確答案', '圖片', '無法顯示圖片', '未命名投影片', '未命名簡報']),
};

/** The drawn words for a BCP 47 code (any casing): its own, else its language's, else English. */
export function slideWords(language: string | undefined): SlideWords {
  const code = (language ?? '').toLowerCase();
  return TABLE[code] ?? TABLE[code.split('-')[0] ?? ''] ?? ENGLISH_SLIDE_WORDS;
}

/** The scripts words are written in, as far as telling a translated slide from an untranslated one needs. */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Thai',
  'Ethiopic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
].map((name) => new RegExp(`\\p{Script=${name}}`, 'u'));
const scriptsOf = (text: string) => new Set(SCRIPTS.filter((script) => script.test(text)));

/**
 * The drawn words for a slide whose own words are `text` (decision 188): the language's, unless
 * they are written in a script the slide's words do not use at all — a slide left in English
 * (the offline default does not translate) under a Japanese or Arabic video keeps English words.
 */
export function slideWordsFor(text: string, language: string | undefined): SlideWords {
  const words = slideWords(language);
  if (words === ENGLISH_SLIDE_WORDS) return words;
  const theirs = scriptsOf(`${words.continued} ${words.rightAnswer}`.replace(/\{\w+\}/g, ''));
  const slide = scriptsOf(text);
  if (slide.size === 0 || [...theirs].some((script) => slide.has(script))) return words;
  return ENGLISH_SLIDE_WORDS;
}

/** Whether Lectern has the drawn words of this language (not the English fallback). */
export const hasSlideWords = (language: string): boolean => slideWords(language) !== ENGLISH_SLIDE_WORDS || language.toLowerCase().startsWith('en');

/** Fills a `{name}` template. */
export const fillWords = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
