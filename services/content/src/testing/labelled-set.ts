/**
 * The labelled set of issue 12: articles written for it and the queries with the
 * articles a reader expects to find (judged by hand, not by running the search).
 * search.int.spec.ts publishes the articles through the API, runs every query and
 * prints recall and precision at 10.
 *
 * Spellings vary on purpose: chandrabindu and anusvara, long and short vowels, nukta,
 * ZWJ/ZWNJ, Nepali and ASCII digits, postpositions written onto the words.
 */
export interface LabelledArticle {
  key: string;
  title: string;
  summary?: string;
  content: string;
  /** Drafts must never be found by readers. */
  draft?: true;
}

export interface LabelledQuery {
  q: string;
  /** What the query exercises. */
  rule: string;
  relevant: string[];
}

export const LABELLED_ARTICLES: LabelledArticle[] = [
  {
    key: 'quake-ktm',
    title: 'काठमाडौंमा ५.२ म्याग्निच्युडको भूकम्प',
    summary: 'बिहान आएको भूकम्पले केही पुराना घरमा क्षति पुर्‍यायो।',
    content: 'राष्ट्रिय भूकम्प मापन केन्द्रका अनुसार बिहान ४ बजे धादिङ केन्द्रबिन्दु भएर भूकम्प गएको हो।\nकुनै मानवीय क्षति भएको छैन।',
  },
  {
    key: 'quake-jajarkot',
    title: 'जाजरकोटमा भूकम्पपछि पुनर्निर्माण सुरु',
    summary: 'अस्थायी आवासमा बसेका परिवारले नयाँ घर पाउने।',
    content: 'गत वर्षको भूकम्पबाट घर गुमाएका परिवारका लागि पुनर्निर्माण प्राधिकरणले अनुदानको पहिलो किस्ता दियो।',
  },
  {
    key: 'quake-draft',
    title: 'भूकम्प सम्बन्धी मस्यौदा प्रतिवेदन',
    content: 'यो मस्यौदा अझै प्रकाशित भएको छैन। भूकम्प।',
    draft: true,
  },
  {
    key: 'pokhara-tourism',
    title: 'पोखरामा पर्यटकको संख्या बढ्यो',
    summary: 'दसैंतिहारको बिदामा होटल भरिए।',
    content: 'फेवाताल वरपरका होटल व्यवसायीका अनुसार यस वर्ष आन्तरिक पर्यटक दोब्बर आएका छन्।',
  },
  {
    key: 'pokhara-airport',
    title: 'पोखरा अन्तर्राष्ट्रिय विमानस्थलबाट नियमित उडान',
    content: 'विमानस्थलबाट अब साताको तीन पटक विदेशी उडान हुनेछन्।',
  },
  {
    key: 'schools',
    title: 'विद्यालयहरूमा नयाँ शैक्षिक सत्र सुरु',
    summary: 'भर्ना अभियान वैशाखभर चल्ने।',
    content: 'सामुदायिक विद्यालयमा विद्यार्थी भर्ना गराउन स्थानीय तहले घरदैलो अभियान चलाएका छन्।',
  },
  {
    key: 'education-policy',
    title: 'सरकारले ल्यायो नयाँ शिक्षा नीति',
    summary: 'माध्यमिक तहसम्म निःशुल्क शिक्षाको व्यवस्था।',
    content: 'मन्त्रिपरिषद्को बैठकले राष्ट्रिय शिक्षा नीति पारित गरेको हो।',
  },
  {
    key: 'budget',
    title: 'आर्थिक वर्ष २०८२/८३ को बजेट सार्वजनिक',
    summary: 'अर्थमन्त्रीले संसदमा १९ खर्बको बजेट प्रस्तुत गरे।',
    content: 'पूर्वाधार र कृषिमा बजेट बढाइएको छ।',
  },
  {
    key: 'energy-deal',
    title: 'नेपाल सरकार र भारतबीच ऊर्जा सम्झौता',
    summary: 'दस वर्षमा दस हजार मेगावाट बिजुली निर्यात गर्ने।',
    content: 'सम्झौतामा दुवै देशका ऊर्जा सचिवले हस्ताक्षर गरे।',
  },
  {
    key: 'government-decision',
    title: 'नेपाल सरकारको नयाँ निर्णय: सार्वजनिक बिदा घट्ने',
    content: 'मन्त्रिपरिषद्ले वार्षिक बिदाको संख्या घटाउने निर्णय गर्‍यो।',
  },
  {
    key: 'biratnagar-hospital',
    title: 'विराटनगरमा नयाँ अस्पताल सञ्चालनमा',
    content: 'कोशी प्रदेशको सबैभन्दा ठूलो सरकारी अस्पतालले सेवा सुरु गर्‍यो।',
  },
  {
    key: 'cricket',
    title: 'नेपाली क्रिकेट टोलीको ऐतिहासिक जित',
    summary: 'अन्तिम ओभरमा छ रनको आवश्यकता थियो।',
    content: 'कप्तानले विजयको श्रेय दर्शकलाई दिए।',
  },
  {
    key: 'former-minister',
    title: 'पूर्व मन्त्रीको निधन',
    content: 'उनी लामो समयदेखि बिरामी थिए। अन्त्येष्टि भोलि हुनेछ।',
  },
  {
    key: 'ktm-traffic',
    title: 'काठमाडौँका सडकमा दिनभर जाम',
    content: 'चाडपर्वका कारण सवारी साधन ह्वात्तै बढेका छन्।',
  },
  {
    key: 'ktm-waste',
    title: 'महानगरपालिकाको फोहोर व्यवस्थापन योजना',
    summary: 'काठमाडौं उपत्यकाका फोहोर अब छुट्याएर उठाइने।',
    content: 'नयाँ योजना अनुसार घरघरबाट कुहिने र नकुहिने फोहोर छुट्टाछुट्टै उठाइनेछ।',
  },
  {
    key: 'climate-summit',
    title: 'हिमाली जलवायु सम्मेलन सम्पन्न',
    content: 'काठमाडौंमा आयोजित सम्मेलनमा आठ देशका प्रतिनिधि सहभागी भए। हिमनदी पग्लिने दरबारे चिन्ता व्यक्त गरियो।',
  },
  {
    key: 'election',
    title: '2079 को निर्वाचनको अन्तिम नतिजा',
    content: 'निर्वाचन आयोगले सबै क्षेत्रको मत परिणाम सार्वजनिक गर्‍यो।',
  },
  {
    key: 'snow',
    title: 'हिमाली जिल्लामा हिमपात हुने सम्भावना',
    content: 'मौसम पूर्वानुमान महाशाखाले उच्च पहाडी भेगमा हिमपात हुने जनाएको छ।',
  },
  {
    key: 'fertiliser',
    title: 'किसानलाई रासायनिक मलको अभाव',
    content: 'रोपाइँको बेला मल नपाउँदा किसानहरू चिन्तित छन्।',
  },
  {
    key: 'covid',
    title: 'खोप अभियानको दोस्रो चरण',
    content: 'COVID-19 विरुद्धको खोप अब बालबालिकालाई पनि दिइनेछ।',
  },
  {
    key: 'film',
    title: 'नयाँ नेपाली फ़िल्म हलमा',
    content: 'फ़िल्मले पहिलो साता नै राम्रो व्यापार गर्‍यो।',
  },
  {
    key: 'teachers',
    title: 'शिक्\u200dषक आन्दोलन स्थगित',
    content: 'शिक्षक महासंघले सरकारसँग सहमति भएपछि आन्दोलन रोकेको हो।',
  },
  {
    key: 'interest-rates',
    title: 'राष्ट्र बैंकले ब्याजदर घटायो',
    content: 'मौद्रिक नीतिको समीक्षामा नीतिगत दर आधा प्रतिशत घटाइएको छ।',
  },
  {
    key: 'exchange-rate',
    title: 'भारतीय रुपैयाँको विनिमय दर स्थिर',
    content: 'अमेरिकी डलरको भाउ भने केही बढेको छ।',
  },
];

export const LABELLED_QUERIES: LabelledQuery[] = [
  { q: 'भूकम्प', rule: 'Devanagari word; drafts excluded', relevant: ['quake-ktm', 'quake-jajarkot'] },
  { q: 'bhukampa', rule: 'Roman, inherent a written', relevant: ['quake-ktm', 'quake-jajarkot'] },
  { q: 'bhukamp', rule: 'Roman, inherent a dropped', relevant: ['quake-ktm', 'quake-jajarkot'] },
  { q: 'भूकम्पको', rule: 'postposition on the query', relevant: ['quake-ktm', 'quake-jajarkot'] },
  {
    q: 'काठमाडौं',
    rule: 'anusvara; forms with postpositions',
    relevant: ['quake-ktm', 'ktm-traffic', 'ktm-waste', 'climate-summit'],
  },
  { q: 'काठमाडौँ', rule: 'chandrabindu', relevant: ['quake-ktm', 'ktm-traffic', 'ktm-waste', 'climate-summit'] },
  {
    q: 'kathmandu',
    rule: 'Roman, English spelling',
    relevant: ['quake-ktm', 'ktm-traffic', 'ktm-waste', 'climate-summit'],
  },
  {
    q: 'kathmaadaun',
    rule: 'Roman, transliteration',
    relevant: ['quake-ktm', 'ktm-traffic', 'ktm-waste', 'climate-summit'],
  },
  { q: 'विद्यालय', rule: 'plural and locative on the text', relevant: ['schools'] },
  { q: 'विद्यालयमा', rule: 'postposition on the query', relevant: ['schools'] },
  { q: 'vidyalaya', rule: 'Roman, v for व', relevant: ['schools'] },
  { q: 'निति', rule: 'short i for long', relevant: ['education-policy', 'interest-rates'] },
  { q: 'नीति', rule: 'long i', relevant: ['education-policy', 'interest-rates'] },
  { q: '2082', rule: 'ASCII digits find Nepali digits', relevant: ['budget'] },
  { q: '२०७९', rule: 'Nepali digits find ASCII digits', relevant: ['election'] },
  { q: 'pokhara', rule: 'Roman, aspirate', relevant: ['pokhara-tourism', 'pokhara-airport'] },
  { q: 'पोखरामा', rule: 'postposition on the query', relevant: ['pokhara-tourism', 'pokhara-airport'] },
  { q: 'nepal sarkar', rule: 'two Roman words', relevant: ['energy-deal', 'government-decision'] },
  { q: 'नेपाल सरकार', rule: 'two Devanagari words', relevant: ['energy-deal', 'government-decision'] },
  { q: 'biratnagar', rule: 'Roman, b for व, retroflex t', relevant: ['biratnagar-hospital'] },
  { q: 'फिल्म', rule: 'nukta in the text', relevant: ['film'] },
  { q: 'शिक्षक', rule: 'ZWJ in the text', relevant: ['teachers'] },
  { q: 'पुर्व', rule: 'short u for long', relevant: ['former-minister'] },
  { q: 'cricket', rule: 'English spelling of a loanword', relevant: ['cricket'] },
  { q: 'क्रिकेट', rule: 'Devanagari loanword', relevant: ['cricket'] },
  { q: 'covid', rule: 'Latin word in the text', relevant: ['covid'] },
  { q: 'kisan', rule: 'Roman, postposition in the text', relevant: ['fertiliser'] },
  { q: 'हिमपात', rule: 'word in the title and body', relevant: ['snow'] },
  { q: 'हिमाली हिमपात', rule: 'all words rank first', relevant: ['snow'] },
  { q: 'उर्जा सम्झौता', rule: 'short u, two words', relevant: ['energy-deal'] },
];
