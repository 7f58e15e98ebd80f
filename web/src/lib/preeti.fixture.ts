/**
 * Preeti text with its Unicode, for preeti.test.ts (issue 22). Two parts, kept apart so each
 * is measured on its own:
 *
 * - PREETI_PUBLISHED (592 lines): Preeti typed by people, from public repositories found with
 *   the project's code search. By source, in the order below:
 *   - 67 lines from forms and pages that carry Preeti only (a vehicle dealer's form listing
 *     Nepal's provinces and zones with their towns, a supplier-registration form under the Public
 *     Procurement Regulation, a bank letter to Nepal Police, a real-estate page, a hospital's
 *     expense note, a bank document's sample), Unicode written for this fixture by reading the
 *     glyphs (typists' own spellings kept: बिरेन्द्रनगर, कन्चनपुर);
 *   - converters' published pairs, both sides as the source gives them: jbsx/docx_preeti_wasm
 *     src/tests/mod.rs, sapradhan/nep-ttf2utf test/vectors/preeti.tsv, and a few pairs from other
 *     converters' tests and READMEs (realsanjeev/nepali_unicoder tests/test_conversion.py,
 *     Ampixa/nepal-ttf2utf tests/test_devanagari.py, a Nepal Rastra Bank document pipeline's
 *     tests);
 *   - 15 more lines of real Preeti from those sources (bank circulars, the registration form)
 *     whose Unicode we wrote by reading the glyphs;
 *   - 440 pieces of sapradhan/nep-ttf2utf test/preeti_block_input.txt, a Supreme Court judgment
 *     typed in Preeti, with their published Unicode (test/preeti_block_exp.txt).
 *   Where a typist's M stands after a space or punctuation it is a colon, not a visarga (the
 *   judgment's published Unicode says so too), so the first part reads `नाम :`.
 * - PREETI_TYPED (480 lines): Nepali prose (the demo articles, services/content/src/seed/demo-articles.ts,
 *   and the interface's Nepali strings, lib/i18n/ne.ts) typed into Preeti key sequences by
 *   web/scripts/preeti-fixture.py, written from the key map apart from the converter. Weaker
 *   evidence than the first part: a script, not a typist.
 */

/** [Preeti as typed, its Unicode]. */
export type PreetiPair = readonly [string, string];

export const PREETI_PUBLISHED: readonly PreetiPair[] = [
  ['g]kfn', 'नेपाल'],
  ['g]kfnsf] ;+ljwfg', 'नेपालको संविधान'],
  ['g]kfn /fi6« a}+s', 'नेपाल राष्ट्र बैंक'],
  ['g]kfn /fi6« a}+ssf] nflu dfq xf]', 'नेपाल राष्ट्र बैंकको लागि मात्र हो'],
  ['k|b]z–!', 'प्रदेश–१'],
  ['latf{df]8, emfkf', 'बिर्तामोड, झापा'],
  ["O{6x/L, ;'g;/L", 'ईटहरी, सुनसरी'],
  ['dw]z k|b]z', 'मधेश प्रदेश'],
  ['nxfg, l;/fxf', 'लहान, सिराहा'],
  ['la/u+h, k;f{', 'बिरगंज, पर्सा'],
  ["hgsk'/, wg'iff", 'जनकपुर, धनुषा'],
  ['afudtL k|b]z', 'बागमती प्रदेश'],
  ["x]6f}8f,dsjfgk'/", 'हेटौडा,मकवानपुर'],
  ['sf7df08f}', 'काठमाण्डौ'],
  ["n'lDagL c~rn", 'लुम्बिनी अञ्चल'],
  ["a'6jn,?kGb]xL", 'बुटवल,रुपन्देही'],
  ['s0f{fnL k|b]z', 'कर्णाली प्रदेश'],
  ["la/]Gb|gu/,;'v]{t", 'बिरेन्द्रनगर,सुर्खेत'],
  ['/fKtL c~rn', 'राप्ती अञ्चल'],
  ['3f]/fxL,bfË', 'घोराही,दाङ्ग'],
  ['e]/L c~rn', 'भेरी अञ्चल'],
  ['g]kfnu+h,afFs]', 'नेपालगंज,बाँके'],
  [';]tL c~rn', 'सेती अञ्चल'],
  ['wgu9L,s}nfnL', 'धनगढी,कैलाली'],
  ['dxfsfnL c~rn', 'महाकाली अञ्चल'],
  ["dx]Gb|gu/,sGrgk'/", 'महेन्द्रनगर,कन्चनपुर'],
  ['Hff]g l8o/ 6]«S6/', 'जोन डियर ट्रेक्टर'],
  ['tflnd / k/fdz{ ;]jf ;DaGwL', 'तालिम र परामर्श सेवा सम्बन्धी'],
  ['-lgod !* sf] pklgod -!_ ;Fu ;DalGwt_', '(नियम १८ को उपनियम (१) सँग सम्बन्धित)'],
  ["Dff}h'bf ;\"rLdf btf{ x'gsf nflu lbOg] lgj]bgsf] 9fFrf", 'मौजुदा सूचीमा दर्ता हुनका लागि दिइने निवेदनको ढाँचा'],
  ['ljifoM df}h\'bf ;"rLdf btf{ u/L kfpF .', 'विषयः मौजुदा सूचीमा दर्ता गरी पाउँ ।'],
  ['tfkl;n', 'तापसिल'],
  ['-s_ gfd M', '(क) नाम :'],
  ['-v_ 7]ufgf M', '(ख) ठेगाना :'],
  ['-u_ kqfrf/ ug]{ 7]ufgf M', '(ग) पत्राचार गर्ने ठेगाना :'],
  ["-3_ d'Vo JolQmsf] gfd M", '(घ) मुख्य व्यक्तिको नाम :'],
  ['-ª_ 6]lnkmf]g g+=M', '(ङ) टेलिफोन नं.:'],
  ['-r_ df]afOn g+= M', '(च) मोबाइल नं. :'],
  [
    "@= df}h'bf ;\"rLdf btf{ x'gsf] nflu lgDgadf]lhdsf] k|df0fkq ;+nUg ug'{xf]nf .",
    '२. मौजुदा सूचीमा दर्ता हुनको लागि निम्नबमोजिमको प्रमाणपत्र संलग्न गर्नुहोला ।',
  ],
  ['-s_ ;+:yf jf kmd{ btf{sf] k|df0fkq 5', '(क) संस्था वा फर्म दर्ताको प्रमाणपत्र छ'],
  ['-v_ gjLs/0f ul/Psf] 5', '(ख) नवीकरण गरिएको छ'],
  [
    '-u_ d"No clej[l4 s/ jf :yfoL n]vf gDa/ btf{sf] k|df0fkq 5',
    '(ग) मूल्य अभिवृद्धि कर वा स्थायी लेखा नम्बर दर्ताको प्रमाणपत्र छ',
  ],
  ["-3_ s/ r'Qmfsf] k|df0fkq 5", '(घ) कर चुक्ताको प्रमाणपत्र छ'],
  ['-ª_ Ohfht kq k|ltlnlk 5', '(ङ) इजाजत पत्र प्रतिलिपि छ'],
  ['-s_ dfn;fdfg cfk"lt{ M', '(क) मालसामान आपूर्ति :'],
  ['-v_ lgdf{0f sfo{', '(ख) निर्माण कार्य'],
  ['-u_ k/fdz{ ;]jf M', '(ग) परामर्श सेवा :'],
  ['-3_ cGo ;]jf M', '(घ) अन्य सेवा :'],
  ['lgj]bg lbPsf] ldlt M', 'निवेदन दिएको मिति :'],
  ['kmd{sf] 5fk M', 'फर्मको छाप :'],
  ['lgj]bssf] gfd M', 'निवेदकको नाम :'],
  ['x:tfIf/ M', 'हस्ताक्षर :'],
  ['>L ;lrjHo"', 'श्री सचिवज्यू'],
  ['cfGtl/s dfldnf tyf sfg"g dGqfno,', 'आन्तरिक मामिला तथा कानून मन्त्रालय,'],
  ['sf]zL k|b]z, lj/f6gu/', 'कोशी प्रदेश, विराटनगर'],
  ['$= 6«fon r]ssf] nflu lg0f{o lbg] lgsfo', '४. ट्रायल चेकको लागि निर्णय दिने निकाय'],
  ['lgsfosf] gfd', 'निकायको नाम'],
  ['lhNnf', 'जिल्ला'],
  ['sfof{no k|of]hgsf] nflu', 'कार्यालय प्रयोजनको लागि'],
  ['b/vf:t btf{ g+=', 'दरखास्त दर्ता नं.'],
  [
    "ca ljtf{df]8 emfkfdf 3/ hUufsf] laZjfl;nf] e/kbf{] Jojl:yt / j}1flgs tl/sfn] plrt d'Nodf vl/b las|L ug{sf] nflu",
    'अब विर्तामोड झापामा घर जग्गाको बिश्वासिलो भरपर्दो व्यवस्थित र वैज्ञानिक तरिकाले उचित मुल्यमा खरिद बिक्री गर्नको लागि',
  ],
  ["nfO{ ;Demg'xf]; .", 'लाई सम्झनुहोस ।'],
  ['yk Jooef/ — PG6L :g]s e]gd ;]/dsf] nflu Ps cfk"t{s;Fu', 'थप व्ययभार — एन्टी स्नेक भेनम सेरमको लागि एक आपूर्तकसँग'],
  [
    "o; a}+sdf g/x]sf] / o; a}+ssf] xfnsf] vftf g+= sf] /x]sf] Joxf]/f hfgsf/Lsf] nflu cg'/f]w ub{5f}+ .",
    'यस बैंकमा नरहेको र यस बैंकको हालको खाता नं. को रहेको व्यहोरा जानकारीको लागि अनुरोध गर्दछौं ।',
  ],
  ['>L g]kfn k|x/L k|wfg sfof{no,', 'श्री नेपाल प्रहरी प्रधान कार्यालय,'],
  ['k|x/L dxflg/LIfssf] ;lrjfno,', 'प्रहरी महानिरीक्षकको सचिवालय,'],
  ['pQm kqdf pNn]v ePsf] vftf g+=', 'उक्त पत्रमा उल्लेख भएको खाता नं.'],
  // Converters' published pairs: jbsx/docx_preeti_wasm src/tests/mod.rs (a Maithili paragraph, split at
  // its dandas, and four words; its &gt; entity decoded to >).
  [
    "ckg ;dfhs] sf]gf 3/d] a]6Ls] hgd x]nf;] ck;u'0f cf/ 3[0ff s/n hfo x}o .",
    'अपन समाजके कोना घरमे बेटीके जनम हेलासे अपसगुण आर घृणा करल जाय हैय ।',
  ],
  [
    'PsfO{;f} ztfAbLd] rn /xn ;dfh Pvlgof] 3/d] klxnsf af/] a]6f hGd e]nfk/ ef]h et]/ dgfjn hfo x} .',
    'एकाईसौ शताब्दीमे चल रहल समाज एखनियो घरमे पहिलका बारे बेटा जन्म भेलापर भोज भतेर मनावल जाय है ।',
  ],
  [
    'jx] hux j]6Ls] hGd e]nf;] …3/d] nIdLÚ s] cfudg xf]on x}o sxn hfo x} n]lsg dgd] j]6f xj}s] OR5f bjfs] 5f]6df]6 ef]het]/ cf/ ljwL ljwfg s/n hfo x} .',
    'वहे जगह वेटीके जन्म भेलासे ‘घरमे लक्ष्मी’ के आगमन होयल हैय कहल जाय है लेकिन मनमे वेटा हवैके इच्छा दवाके छोटमोट भोजभतेर आर विधी विधान करल जाय है ।',
  ],
  [
    'ha ls O ;dfhs] yfxf gxo gf/L lx O >[i6Ls] gf/L xL rfnj x}o .',
    'जब कि इ समाजके थाहा नहय नारी हि इ श्रृष्टीके नारी ही चालव हैय ।',
  ],
  ['klxrfg', 'पहिचान'],
  ['gfhÞ', 'नाज़'],
  ['ubf{ub}{', 'गर्दागर्दै'],
  ['jfld{+usf]', 'वार्मिंगको'],
  // sapradhan/nep-ttf2utf test/vectors/preeti.tsv (the same words as foss-np/2utf8 test/input.txt).
  ['g]kfnL', 'नेपाली'],
  ['rGb', 'चन्द'],
  ['lxdfn', 'हिमाल'],
  ['/fli6«o', 'राष्ट्रिय'],
  ['ljz]if0f', 'विशेषण'],
  ['u0f]z', 'गणेश'],
  ['kfl0f', 'पाणि'],
  ['ug{', 'गर्न'],
  ['ug{]', 'गर्ने'],
  ['ug]{', 'गर्ने'],
  ['lgdfrf]{s', 'निमार्चोक'],
  ['rGb|f]bo', 'चन्द्रोदय'],
  ['O{Zj/', 'ईश्वर'],
  ['k|mfO{', 'फ्राई'],
  [":ofk|m'a]zL", 'स्याफ्रुबेशी'],
  ['cfkm\\gf]', 'आफ्नो'],
  ['cfk\\mgf}', 'आफ्नौ'],
  ['eQm', 'भक्त'],
  ['em/gf', 'झरना'],
  ["s|'/", 'क्रुर'],
  ["qm'/", 'क्रुर'],
  ["q'm/", 'क्रुर'],
  ['k|ltlqmof', 'प्रतिक्रिया'],
  ['hfpm', 'जाऊ'],
  ['hfpFm', 'जाऊँ'],
  ["e]mNg'", 'झेल्नु'],
  ["em]Ng'", 'झेल्नु'],
  ['emfs|L', 'झाक्री'],
  ['kf}jf', 'पौवा'],
  ['If]qkf6L', 'क्षेत्रपाटी'],
  ['iff]8zL', 'षोडशी'],
  ['cf]vtL', 'ओखती'],
  ['P]gf', 'ऐना'],
  ['hfcf}+', 'जाऔं'],
  ['hfcf+}', 'जाऔं'],
  ['3/d+}', 'घरमैं'],
  ['-s_', '(क)'],
  ['!@#$%^&*()', '१२३४५६७८९०'],
  ['k¥of]', 'पऱ्यो'],
  ['x]Yof{]', 'हेर्थ्यो'],
  ['x]Yof]{', 'हेर्थ्यो'],
  ['d2t', 'मद्दत'],
  ['Clif', 'ऋषि'],
  ['6]«S;', 'ट्रेक्स'],
  ["k|:'tt", 'प्रस्तुत'],
  ['ad]flhd', 'बमोजिम'],
  ['a]d}f;dL', 'बेमौसमी'],
  ['dfk{mt', 'मार्फत'],
  ['cfk"m', 'आफू'],
  // Small pairs from other converters' tests and READMEs (both sides as published).
  ['g]kfn /fi6« a}+ssf] k|of]hgsf] nflu dfq', 'नेपाल राष्ट्र बैंकको प्रयोजनको लागि मात्र'],
  [';~rfns ;ldltn] b]xfosf ljlgodx? agfPsf] 5 .', 'सञ्चालक समितिले देहायका विनियमहरु बनाएको छ ।'],
  ['k|L', 'प्री'],
  ['ef}', 'भौ'],
  ['hgtfÙ', 'जनता;'],
  ['zxLbx¿', 'शहीदहरू'],
  ['du/', 'मगर'],
  ['k|sflzt', 'प्रकाशित'],
  [
    "g]kfn ;/sf/sf k|wfgdGqLn] cfly{s ;'wf/sf] 3f]if0ff ug'{eof] .",
    'नेपाल सरकारका प्रधानमन्त्रीले आर्थिक सुधारको घोषणा गर्नुभयो ।',
  ],
  ['lgdf{0f', 'निर्माण'],
  ['g]kfn ;/sf/', 'नेपाल सरकार'],
  [':yfgLo tx', 'स्थानीय तह'],
  ['k|df0fkq', 'प्रमाणपत्र'],
  // Real Preeti from the same sources whose Unicode we wrote by reading the glyphs (typos kept: निकायबदट,
  // सुचीमा, छु; the typist's . in a date is the font's danda).
  [';+:yfnfO{ xhf{gf nufpg] ljifodf lg0f{o ug]{,', 'संस्थालाई हर्जाना लगाउने विषयमा निर्णय गर्ने,'],
  ["pQm a}+snfO{ @)&).%.@ b]lv zL3| ;'wf/fTds sf/afxL ;DaGwL", 'उक्त बैंकलाई २०७०।५।२ देखि शीघ्र सुधारात्मक कारबाही सम्बन्धी'],
  ['Jofkfl/s e|d0f / :6n ef8f cflb', 'व्यापारिक भ्रमण र स्टल भाडा आदि'],
  ['clwsf/ k|of]u u/L b]xfosf lgodx? agfPsf] 5', 'अधिकार प्रयोग गरी देहायका नियमहरु बनाएको छ'],
  ['sfo{If]q ePsf] lhNnf ;+Vof', 'कार्यक्षेत्र भएको जिल्ला संख्या'],
  [";]jf k'u]sf] lhNnf ;++Vof", 'सेवा पुगेको जिल्ला संख्या'],
  ["s'n shf{ ljt/0f -?= xhf/df_", 'कुल कर्जा वितरण (रु. हजारमा)'],
  ["n3' Joj;fo shf{ -?= xhf/df_", 'लघु व्यवसाय कर्जा (रु. हजारमा)'],
  ['cGo shf{ -?= xhf/df_', 'अन्य कर्जा (रु. हजारमा)'],
  ["shf{sf] ;fFjf c;'nL -?= xhf/df_", 'कर्जाको साँवा असुली (रु. हजारमा)'],
  [
    ";fj{hlgs vl/b lgodfjnL, @)^$ sf] lgod !* sf] pklgod -!_ adf]lhd tklzndf plNnlvt ljj/0fcg';f/sf] k'i6\\ofOF ug]{ sfuhft ;+nUg u/L df}h'bf ;'rLdf btf{ x'g of] lgj]bg k]; u/]sf] 5' .",
    'सार्वजनिक खरिद नियमावली, २०६४ को नियम १८ को उपनियम (१) बमोजिम तपशिलमा उल्लिखित विवरणअनुसारको पुष्ट्याइँ गर्ने कागजात संलग्न गरी मौजुदा सुचीमा दर्ता हुन यो निवेदन पेस गरेको छु ।',
  ],
  [
    "!= df}h'bf ;'rLsf] nflu lgj]bg lbg] JolQm, ;+:yf, cfk\"lt{stf{, lgdf{0f Joj;foL, k/fdz{bftf jf ;]jf k|bfossf] ljj/0f M",
    '१. मौजुदा सुचीको लागि निवेदन दिने व्यक्ति, संस्था, आपूर्तिकर्ता, निर्माण व्यवसायी, परामर्शदाता वा सेवा प्रदायकको विवरण :',
  ],
  [
    "#=;fj{hlgs lgsfoab6 x'g] vl/bsf] nflu btf{ x'g rfx]sf] k|s[ltsf] ljj/0f M",
    '३.सार्वजनिक निकायबदट हुने खरिदको लागि दर्ता हुन चाहेको प्रकृतिको विवरण :',
  ],
  ['cf=j= M', 'आ.व. :'],
  ['g]kfn ;/sf/sf] cfly{s jif{ @)*! ÷*@ sf] ah]6 tyf sfo{qmd', 'नेपाल सरकारको आर्थिक वर्ष २०८१ /८२ को बजेट तथा कार्यक्रम'],
  // sapradhan/nep-ttf2utf test/preeti_block_input.txt with test/preeti_block_exp.txt: a Supreme Court
  // judgment typed in Preeti, split at its dandas and question marks (long sentences also at commas,
  // colons and before र), leaving out the pieces with English words typed in the Preeti font.
  [
    "#= k|ltjfbL dWo]sf lr/l~hjL jfUn]n] clVtof/ b'?kof]u cg';Gwfg cfof]u",
    '३. प्रतिवादी मध्येका चिरञ्जिवी वाग्लेले अख्तियार दुरुपयोग अनुसन्धान आयोग',
  ],
  [
    '/ ljz]if cbfnt sf7df8f}+ ;dIf jofgsf qmddf cfkm\\gf] cfo egL pNn]v u/]sf] /sd',
    'र विशेष अदालत काठमाडौं समक्ष वयानका क्रममा आफ्नो आय भनी उल्लेख गरेको रकम',
  ],
  [
    "/ lghn] j}wflgs ;|f]taf6 k|fKt u/]sf] egL k]z u/]sf sfuhftx?af6 b]lvPsf] kfl/>lds nufotsf] cfosf aLrdf cGt/ /x]sf] cj:yfdf lghsf] jf:tljs cfo lgwf{/0f ubf{ s'g s'/fnfO{ cfwf/ agfpg' kg]{ x'G5 <",
    'र निजले वैधानिक स्रोतबाट प्राप्त गरेको भनी पेश गरेका कागजातहरुबाट देखिएको पारिश्रमिक लगायतको आयका बीचमा अन्तर रहेको अवस्थामा निजको वास्तविक आय निर्धारण गर्दा कुन कुरालाई आधार बनाउनु पर्ने हुन्छ ?',
  ],
  ['$= k|ltjfbLx? dWo] lr/l~hjL jfUn], zfGtfb]jL jfUn]', '४. प्रतिवादीहरु मध्ये चिरञ्जिवी वाग्ले, शान्तादेवी वाग्ले'],
  [
    '/ b]j]Gb| jfUn]sf] gfddf /x]sf] hUufsf] ljuf] sfod ug]{ ;Gbe{df lnvtdf pNn]v ePsf] d"No jf k|d\'v lhNnf clwsf/Lsf] ;+of]hsTjdf /x]sf] d"Nof+sg ;ldltn] lgwf{/0f u/]sf] d"No dWo] s\'g d"NonfO{ cfwf/ agfO{ ljuf] sfod ug\'{ kg]{ xf] <',
    'र देवेन्द्र वाग्लेको नाममा रहेको जग्गाको विगो कायम गर्ने सन्दर्भमा लिखतमा उल्लेख भएको मूल्य वा प्रमुख जिल्ला अधिकारीको संयोजकत्वमा रहेको मूल्यांकन समितिले निर्धारण गरेको मूल्य मध्ये कुन मूल्यलाई आधार बनाई विगो कायम गर्नु पर्ने हो ?',
  ],
  [
    "%= k|ltjfbL dWo]sL zfGtf jfUn]n] clVtof/ b'?kof]u cg';Gwfg cfof]u;dIf jofgsf qmddf lsQf g+= #!& sf] hUuf vl/b u/]sf] egL pNn]v u/]sf] t/ ;f] hUuf js;kqaf6 k|fKt u/]sf] eGg] lnvtaf6 b]lvPsf] cj:yfdf To:tf] hUufnfO{ js;kqaf6 k|fKt u/]sf] egL lghL cfh{g cGtu{tsf] dfgL afx]s ug{ ldNg] x'G5 jf x'Fb}g <",
    '५. प्रतिवादी मध्येकी शान्ता वाग्लेले अख्तियार दुरुपयोग अनुसन्धान आयोगसमक्ष वयानका क्रममा कित्ता नं. ३१७ को जग्गा खरिद गरेको भनी उल्लेख गरेको तर सो जग्गा वकसपत्रबाट प्राप्त गरेको भन्ने लिखतबाट देखिएको अवस्थामा त्यस्तो जग्गालाई वकसपत्रबाट प्राप्त गरेको भनी निजी आर्जन अन्तर्गतको मानी बाहेक गर्न मिल्ने हुन्छ वा हुँदैन ?',
  ],
  [
    '^= k|ltjfbL dWo]sf b]j]Gb| jfUn] ;+nUg /x]sf] Joj;foaf6 ePsf] sf/f]jf/',
    '६. प्रतिवादी मध्येका देवेन्द्र वाग्ले संलग्न रहेको व्यवसायबाट भएको कारोवार',
  ],
  [
    "/ lghsf] v'b cfo lglZrt ug]{ ;DaGwdf cfwf/ agfOPsf] ;'lg/ s'df/ 9'+u]nåf/f clVtof/ b'?kof]u cg';Gwfg cfof]u ;dIf k|:t't ul/Psf] k|ltj]bgn] ;du| Joj;flos sf/f]jf/ ;DaGwL tYox?nfO{ ;d]6]/ ljZn]if0f u/L lgisif{df k'u]sf] cj:yf b]lvG5 jf b]lvFb}g <",
    'र निजको खुद आय निश्चित गर्ने सम्बन्धमा आधार बनाइएको सुनिर कुमार ढुंगेलद्वारा अख्तियार दुरुपयोग अनुसन्धान आयोग समक्ष प्रस्तुत गरिएको प्रतिवेदनले समग्र व्यवसायिक कारोवार सम्बन्धी तथ्यहरुलाई समेटेर विश्लेषण गरी निष्कर्षमा पुगेको अवस्था देखिन्छ वा देखिँदैन ?',
  ],
  ["/ lghsf] v'b cfo s] slt sfod x'g] x'G5 <", 'र निजको खुद आय के कति कायम हुने हुन्छ ?'],
  [
    '&= k|ltjfbL dWo]sf lr/l~hjL jfUn]af6 ePsf] elgPsf] u}/sfg"gL ?kdf ;DklQ cfh{g u/L e|i6frf/ u/]sf] eGg] s;"/df k|ltjfbL b]j]Gb| jfUn]sf] ;+nUgtf b]lvG5 jf b]lvFb}g',
    '७. प्रतिवादी मध्येका चिरञ्जिवी वाग्लेबाट भएको भनिएको गैरकानूनी रुपमा सम्पत्ति आर्जन गरी भ्रष्टाचार गरेको भन्ने कसूरमा प्रतिवादी देवेन्द्र वाग्लेको संलग्नता देखिन्छ वा देखिँदैन',
  ],
  [
    '/ lghnfO{ dltof/sf] ?kdf lng ldNg] cj:yfsf] ljBdfgtf 5 jf 5}g <',
    'र निजलाई मतियारको रुपमा लिन मिल्ने अवस्थाको विद्यमानता छ वा छैन ?',
  ],
  ["log} k|Zgx?sf] ;Gbe{df k|ltjfbLsf] ;|f]t v'n]sf] ;DklQ", 'यिनै प्रश्नहरुको सन्दर्भमा प्रतिवादीको स्रोत खुलेको सम्पत्ति'],
  [
    "/ ;|f]t gv'n]sf] ;DklQ olsg ug]{ cfwf/af6 lgisif{ lgsfNb} lg0f{odf k'Ug' kg]{ b]lvg cfpF5 .",
    'र स्रोत नखुलेको सम्पत्ति यकिन गर्ने आधारबाट निष्कर्ष निकाल्दै निर्णयमा पुग्नु पर्ने देखिन आउँछ ।',
  ],
  [
    ';j{k|yd, e|i6frf/ lgjf/0f P]g, @)%( sf] bkmf @) sf] pkbkmf -!_ ;fljs e|i6frf/ lgjf/0f P]g,',
    'सर्वप्रथम, भ्रष्टाचार निवारण ऐन, २०५९ को दफा २० को उपदफा (१) साविक भ्रष्टाचार निवारण ऐन,',
  ],
  ['@)!& sf] bkmf !% sf] lg/Gt/tf xf] xf]Og <', '२०१७ को दफा १५ को निरन्तरता हो होइन ?'],
  ["eGg] k|Zgsf] lg?k0f ul/g' kg]{ b]lvG5 .", 'भन्ने प्रश्नको निरुपण गरिनु पर्ने देखिन्छ ।'],
  [
    'e|i6frf/ lgjf/0f P]g, @)!& nfO{ e|i6frf/ lgjf/0f P]g, @)%( n] vf/]h u/]sf] 5 .',
    'भ्रष्टाचार निवारण ऐन, २०१७ लाई भ्रष्टाचार निवारण ऐन, २०५९ ले खारेज गरेको छ ।',
  ],
  [
    'ldlt @)%(.#.% b]lv nfu" ePsf] pQm P]gsf] bkmf @) sf] pkbkmf -!_ df /x]sf] sfg"gL Joj:yf',
    'मिति २०५९।३।५ देखि लागू भएको उक्त ऐनको दफा २० को उपदफा (१) मा रहेको कानूनी व्यवस्था',
  ],
  [
    '/ ;fljssf] e|i6frf/ lgjf/0f P]g, @)!& sf] bkmf !% df /x]sf] sfg"gL Joj:yf b]xfo jdf]lhd /x]sf] 5 M',
    'र साविकको भ्रष्टाचार निवारण ऐन, २०१७ को दफा १५ मा रहेको कानूनी व्यवस्था देहाय वमोजिम रहेको छ :',
  ],
  ['e|i6frf/ lgjf/0f P]g, @)!& sf] bkmf !%= cg\'dflgt s;"/ M', 'भ्रष्टाचार निवारण ऐन, २०१७ को दफा १५. अनुमानित कसूर :'],
  [
    "of] P]g cGtu{t ;hfo x'g] s'g} s;\"/df cleof]u nfu]sf] /fi6«;]jssf] ;fydf /x]sf] lghsf]",
    'यो ऐन अन्तर्गत सजाय हुने कुनै कसूरमा अभियोग लागेको राष्ट्रसेवकको साथमा रहेको निजको',
  ],
  [
    "/ lghsf] kl/jf/sf ;b:ox?sf] yfxf eP;Ddsf] cfDbfgLsf] >f]tsf] cg'kftdf gldNbf] cfly{s ;fwg jf ;DklQ ePsf] jf lghn] To;/L gldNbf] pRr hLjg:t/ agfPsf] jf c? s;}nfO{ 7\"nf] bfg bftJo as; lbPsf] km]nf k/]df lghn] cbfntnfO{ To;sf] ;Gtf]ifhgs x'g] ;j'b lbg ;s]df afx]s u}/sfg\"gL ?kn] l/;jt lnPsf] cg'dfg ul/g]5",
    'र निजको परिवारका सदस्यहरुको थाहा भएसम्मको आम्दानीको श्रोतको अनुपातमा नमिल्दो आर्थिक साधन वा सम्पत्ति भएको वा निजले त्यसरी नमिल्दो उच्च जीवनस्तर बनाएको वा अरु कसैलाई ठूलो दान दातव्य बकस दिएको फेला परेमा निजले अदालतलाई त्यसको सन्तोषजनक हुने सवुद दिन सकेमा बाहेक गैरकानूनी रुपले रिसवत लिएको अनुमान गरिनेछ',
  ],
  [
    "/ s]jn cg'dfgsf] cfwf/df s;\"/bf/ 7xofO{ cbfntaf6 km};nf ePsf] 5 eGb}df ;f] km};nf ab/ x'g ;Sb}g .",
    'र केवल अनुमानको आधारमा कसूरदार ठहयाई अदालतबाट फैसला भएको छ भन्दैमा सो फैसला बदर हुन सक्दैन ।',
  ],
  [
    'e|i6frf/ lgjf/0f P]g, @)%( sf] bkmf @)= u}/sfg"gL ?kdf ;DklQ cfh{g u/]sf] dflgg]M',
    'भ्रष्टाचार निवारण ऐन, २०५९ को दफा २०. गैरकानूनी रुपमा सम्पत्ति आर्जन गरेको मानिनेः',
  ],
  [
    '-!_ k|rlnt sfg"g adf]lhd ;fj{hlgs kb wf/0f u/]sf] dflgg] /fi6«;]jsn] k|rlnt sfg"g adf]lhd k]z u/]sf] ;DklQ ljj/0f cldNbf] tyf c:jfefljs b]lvg cfPdf jf lghn] dgfl;j sf/0f lagf cldNbf]',
    '(१) प्रचलित कानून बमोजिम सार्वजनिक पद धारण गरेको मानिने राष्ट्रसेवकले प्रचलित कानून बमोजिम पेश गरेको सम्पत्ति विवरण अमिल्दो तथा अस्वाभाविक देखिन आएमा वा निजले मनासिव कारण बिना अमिल्दो',
  ],
  [
    '/ c:jfefljs pRr hLjg:t/ ofkg u/]df jf cfkm\\gf] x}l;oteGbf a9L s;}nfO{ bfg,',
    'र अस्वाभाविक उच्च जीवनस्तर यापन गरेमा वा आफ्नो हैसियतभन्दा बढी कसैलाई दान,',
  ],
  [
    "bftJo, pkxf/, ;fk6L, rGbf jf as; lbPsf] k|dfl0ft ePdf To:tf] ;DklQ s] s:tf] >f]taf6 cfh{g u/]sf] xf] eGg] s'/fsf] lghn] k|dfl0ft ug'{kg]{5",
    'दातव्य, उपहार, सापटी, चन्दा वा बकस दिएको प्रमाणित भएमा त्यस्तो सम्पत्ति के कस्तो श्रोतबाट आर्जन गरेको हो भन्ने कुराको निजले प्रमाणित गर्नुपर्नेछ',
  ],
  [
    '/ gu/]df To:tf] ;DklQ u}/sfg"gL ?kdf cfh{g u/]sf] dflgg]5 .',
    'र नगरेमा त्यस्तो सम्पत्ति गैरकानूनी रुपमा आर्जन गरेको मानिनेछ ।',
  ],
  [
    ';fljs P]gnfO{ lj:yflkt ug{ xfnsf] e|i6frf/ lgjf/0f P]gsf] bkmf @) sf] pkbkmf -!_ n] u/]sf] Joj:yf ;fljs P]gsf] bkmf !% sf] Joj:yf eGbf ;f/e"t ?kdf g} km/s /x]sf] eGg] k|ltjfbL kIfsf] egfO{ /x]sf] 5 .',
    'साविक ऐनलाई विस्थापित गर्न हालको भ्रष्टाचार निवारण ऐनको दफा २० को उपदफा (१) ले गरेको व्यवस्था साविक ऐनको दफा १५ को व्यवस्था भन्दा सारभूत रुपमा नै फरक रहेको भन्ने प्रतिवादी पक्षको भनाई रहेको छ ।',
  ],
  [
    "s'g} klg sfg\"gsf] JofVof ubf{ To;sf] p2]ZonfO{ klg ljrf/ k'¥ofOg' kb{5 eGg] s'/fnfO{ lj;{g ldNb}g .",
    'कुनै पनि कानूनको व्याख्या गर्दा त्यसको उद्देश्यलाई पनि विचार पुऱ्याइनु पर्दछ भन्ने कुरालाई विर्सन मिल्दैन ।',
  ],
  [
    'jf:tjdf sfg"gsf] JofVof eg]s} ljwflosL dg;fo cyf{t\\ ;DalGwt ljwfog lgdf{0fsf] cfjZostf,',
    'वास्तवमा कानूनको व्याख्या भनेकै विधायिकी मनसाय अर्थात् सम्बन्धित विधायन निर्माणको आवश्यकता,',
  ],
  ["To;sf] sf/0f / To;n] u|x0f u/]sf] p2]Zo kQf nufpg' xf] .", 'त्यसको कारण र त्यसले ग्रहण गरेको उद्देश्य पत्ता लगाउनु हो ।'],
  ["k|:t't d'2fsf ;Gbe{df e|i6frf/ lgjf/0f P]g,", 'प्रस्तुत मुद्दाका सन्दर्भमा भ्रष्टाचार निवारण ऐन,'],
  ['@)!& sf] vf/]hL / e|i6frf/ lgjf/0f P]g,', '२०१७ को खारेजी र भ्रष्टाचार निवारण ऐन,'],
  [
    "@)%( sf] k|f/Desf] p2]Zo eg]sf] b]zdf JofKt x'Fb} uPsf] e|i6frf/sf] hfnf]nfO{ tf]8\\g]",
    '२०५९ को प्रारम्भको उद्देश्य भनेको देशमा व्याप्त हुँदै गएको भ्रष्टाचारको जालोलाई तोड्ने',
  ],
  ["/ ;'zf;go'Qm ;dfhsf] lgdf{0f ug]{ g} xf] .", 'र सुशासनयुक्त समाजको निर्माण गर्ने नै हो ।'],
  [
    "o; s'/fnfO{ e|i6frf/ lgjf/0f P]g, @)%( sf] k|:tfjgfn] klg k'i6L ub{5 .",
    'यस कुरालाई भ्रष्टाचार निवारण ऐन, २०५९ को प्रस्तावनाले पनि पुष्टी गर्दछ ।',
  ],
  ["pQm P]gsf] k|:tfjgfdf :ki6 ?kdf æ;j{;fwf/0fsf] ;'v,", 'उक्त ऐनको प्रस्तावनामा स्पष्ट रुपमा “सर्वसाधारणको सुख,'],
  ["zflGt / cfly{s lxtsf] lgldQ ;dfhdf cfly{s cg'zf;g,", 'शान्ति र आर्थिक हितको निमित्त समाजमा आर्थिक अनुशासन,'],
  [
    'g}ltstf / ;bfrf/ sfod /fVg e|i6frf/ lgjf/0fsf ;DaGwdf ;dfofg\'s"n sfg"gL Joj:yf ug{ jf~5gLo ePsf]Æ s\'/f pNn]v ul/Psf] 5 .',
    'नैतिकता र सदाचार कायम राख्न भ्रष्टाचार निवारणका सम्बन्धमा समायानुकूल कानूनी व्यवस्था गर्न वाञ्छनीय भएको” कुरा उल्लेख गरिएको छ ।',
  ],
  [
    ';dfhdf cfly{s cg\';f;g, g}ltstf / ;bfrf/ sfod /fVg ;dofg\'s"n sfg"gL Joj:yfsf] cfjZostfjf]w ul/Paf6 g} tTsfnLg sfg"gL Joj:yfn] ;f] ;d:ofnfO{ ;Djf]wg ug{ g;s]sf] eGg] :ki6 x\'G5 .',
    'समाजमा आर्थिक अनुसासन, नैतिकता र सदाचार कायम राख्न समयानुकूल कानूनी व्यवस्थाको आवश्यकतावोध गरिएबाट नै तत्कालीन कानूनी व्यवस्थाले सो समस्यालाई सम्वोधन गर्न नसकेको भन्ने स्पष्ट हुन्छ ।',
  ],
  [
    "s'g} klg gofF aGg] sfg\"gn] ljutsf sdL sdhf]/LnfO{ x6fpg] p2]Zo /fv]sf] x'G5,",
    'कुनै पनि नयाँ बन्ने कानूनले विगतका कमी कमजोरीलाई हटाउने उद्देश्य राखेको हुन्छ,',
  ],
  [
    'ljutdf ePsf ck/fwhGo lqmofnfO{ pGd"lQm lbg] u/L ;fdfGotof sfg"gx? aGb}gg\\ .',
    'विगतमा भएका अपराधजन्य क्रियालाई उन्मूक्ति दिने गरी सामान्यतया कानूनहरु बन्दैनन् ।',
  ],
  ['sfg"gsf] JofVof ubf{ klg of] kIfnfO{ Wofg lbg} kb{5 .', 'कानूनको व्याख्या गर्दा पनि यो पक्षलाई ध्यान दिनै पर्दछ ।'],
  [
    ';fljs P]gsf] bkmf !% df ul/Psf] cg\'dflgt s;"/ ;DaGwL Joj:yf',
    'साविक ऐनको दफा १५ मा गरिएको अनुमानित कसूर सम्बन्धी व्यवस्था',
  ],
  [
    '/ jt{dfg P]gsf] bkmf @) sf] pkbkmf -!_ n] u}/sfg"gL ?kdf ;DklQ cfh{g u/]sf] dflgg] Joj:yfsf] d"n dd{ eg]sf] tL b\'a} sfg"gL Joj:yf /fi6«;]jssf] cfDbfgLsf] >f]tsf] cg\'kftdf lgh;Fu gldNbf] cfly{s ;fwg jf ;DklQ ePsf] jf gldNbf] pRr hLjg:t/ agfPsf] jf c? s;}nfO{ cfkm\\gf] x}l;ot eGbf a9L bfg,',
    'र वर्तमान ऐनको दफा २० को उपदफा (१) ले गैरकानूनी रुपमा सम्पत्ति आर्जन गरेको मानिने व्यवस्थाको मूल मर्म भनेको ती दुबै कानूनी व्यवस्था राष्ट्रसेवकको आम्दानीको श्रोतको अनुपातमा निजसँग नमिल्दो आर्थिक साधन वा सम्पत्ति भएको वा नमिल्दो उच्च जीवनस्तर बनाएको वा अरु कसैलाई आफ्नो हैसियत भन्दा बढी दान,',
  ],
  [
    'bftJo, pkxf/, ;fk6L, rGbf jf as; lbPsf] ljifo;Fu ;DalGwt /x]sf]',
    'दातव्य, उपहार, सापटी, चन्दा वा बकस दिएको विषयसँग सम्बन्धित रहेको',
  ],
  [
    '/ To:tf] sfo{nfO{ s;"/sf ?kdf kl/eflift ub}{ ;hfo ;d]t tf]lsPsf]',
    'र त्यस्तो कार्यलाई कसूरका रुपमा परिभाषित गर्दै सजाय समेत तोकिएको',
  ],
  [
    "/ b'a}df k|df0f k'¥ofpg' kg]{ ef/ k|ltjfbLdf g} /flvPsf] l:yltdf ;fljs",
    'र दुबैमा प्रमाण पुऱ्याउनु पर्ने भार प्रतिवादीमा नै राखिएको स्थितिमा साविक',
  ],
  [
    '/ xfnsf b\'a} sfg"gL Joj:yfnfO{ tflTjs ?kdf km/s /x]sf] egL cy{ ug{',
    'र हालका दुबै कानूनी व्यवस्थालाई तात्विक रुपमा फरक रहेको भनी अर्थ गर्न',
  ],
  ['/ dfGg ldNg] cj:yf b]lvFb}g .', 'र मान्न मिल्ने अवस्था देखिँदैन ।'],
  [
    'o; ;DaGwdf o; cbfntsf] a[xt\\ k"0f{ Ohnf;af6 g]kfn ;/sf/ lj= O{Zj/k|;fb kf]v/]n ;d]t ePsf] u}x| sfg"gL ;DklQ cfh{g u/L e|i6frf/ u/]sf] d\'2f -g]=sf=k=@)^^,',
    'यस सम्बन्धमा यस अदालतको बृहत् पूर्ण इजलासबाट नेपाल सरकार वि. ईश्वरप्रसाद पोखरेल समेत भएको गैह्र कानूनी सम्पत्ति आर्जन गरी भ्रष्टाचार गरेको मुद्दा (ने.का.प.२०६६,',
  ],
  [
    'c+s *, lg=g+=*@)), k[i7 !@#%_ df klg lj:t[t ?kdf ljj]rgf e} ;s]sf] 5 .',
    'अंक ८, नि.नं.८२००, पृष्ठ १२३५) मा पनि विस्तृत रुपमा विवेचना भै सकेको छ ।',
  ],
  [
    'h;df æe|i6frf/ lgjf/0f P]g, @)!& sf] bkmf !% df cg\'dflgt s;"/ ;DaGwL Joj:yf /x]sf] b]lvG5 eg] e|i6frf/ lgjf/0f P]g,',
    'जसमा “भ्रष्टाचार निवारण ऐन, २०१७ को दफा १५ मा अनुमानित कसूर सम्बन्धी व्यवस्था रहेको देखिन्छ भने भ्रष्टाचार निवारण ऐन,',
  ],
  [
    '@)%( sf] bkmf @) n] u}/sfg"gL ?kdf ;DklQ cfh{g u/]sf] dflgg] Joj:yf u/]sf] kfOG5 .',
    '२०५९ को दफा २० ले गैरकानूनी रुपमा सम्पत्ति आर्जन गरेको मानिने व्यवस्था गरेको पाइन्छ ।',
  ],
  [
    "oL b'a} sfg\"gL Joj:yf /fi6«;]jssf] cfDbfgLsf] >f]tsf] cg'kftdf lgh;Fu gldNbf] cfly{s ;fwg jf ;DklQ ePsf] jf gldNbf] pRr hLjg:t/ agfPsf] jf c? s;}nfO{ cfkm\\gf] x}l;ot eGbf a9L bfg,",
    'यी दुबै कानूनी व्यवस्था राष्ट्रसेवकको आम्दानीको श्रोतको अनुपातमा निजसँग नमिल्दो आर्थिक साधन वा सम्पत्ति भएको वा नमिल्दो उच्च जीवनस्तर बनाएको वा अरु कसैलाई आफ्नो हैसियत भन्दा बढी दान,',
  ],
  [
    "/ ljjflbt b'a} sfg\"gL Joj:yfn] cfDbfgLsf] >f]tsf] cg'kftdf gldNbf] cfly{s ;fwg jf ;DklQ /fv]sf] jf cfDbfgLsf] t'ngfdf gldNbf] pRr hLjg:t/ agfPsf] jf c? s;}nfO{ 7\"nf] bfg,",
    'र विवादित दुबै कानूनी व्यवस्थाले आम्दानीको श्रोतको अनुपातमा नमिल्दो आर्थिक साधन वा सम्पत्ति राखेको वा आम्दानीको तुलनामा नमिल्दो उच्च जीवनस्तर बनाएको वा अरु कसैलाई ठूलो दान,',
  ],
  [
    'bftJo, pkxf/, ;fk6L, rGbf jf as; lbPsf] sfo{nfO{ s;"/sf ?kdf kl/eflift u/]sf],',
    'दातव्य, उपहार, सापटी, चन्दा वा बकस दिएको कार्यलाई कसूरका रुपमा परिभाषित गरेको,',
  ],
  [
    "/ kl5Nnf] P]gsf] bkmf @)-!_ sf] Joj:yf klxnf] P]gsf] bkmf !% sf] lg/Gt/tf xf]Og egL eGg' sfg\"g JofVof ;DaGwL l;4fGt tyf e|i6frf/ h:tf s7f]/ bfloTjo'Qm s;\"/sf ;DaGwdf cjnDjg ul/Fb} cfPsf] Goflos cEof; ;d]tn] cg'dlt k|bfg gug]{ eGg] ;d]tsf cfwf/df xfnsf] e|i6frf/ lgjf/0f P]g,",
    'र पछिल्लो ऐनको दफा २०(१) को व्यवस्था पहिलो ऐनको दफा १५ को निरन्तरता होइन भनी भन्नु कानून व्याख्या सम्बन्धी सिद्धान्त तथा भ्रष्टाचार जस्ता कठोर दायित्वयुक्त कसूरका सम्बन्धमा अवलम्वन गरिँदै आएको न्यायिक अभ्यास समेतले अनुमति प्रदान नगर्ने भन्ने समेतका आधारमा हालको भ्रष्टाचार निवारण ऐन,',
  ],
  [
    '@)%( sf] bkmf @)-!_ sf] Joj:yf ;fljs e|i6frf/ lgjf/0f P]g,',
    '२०५९ को दफा २०(१) को व्यवस्था साविक भ्रष्टाचार निवारण ऐन,',
  ],
  [
    '@)!& sf] bkmf !% sf] lg/Gt/tf xf]Æ egL JofVof e};s]sf] ;Gbe{df ;f] eGbf km/s ?kdf o; Ohnf;af6 yk ljj]rgf',
    '२०१७ को दफा १५ को निरन्तरता हो” भनी व्याख्या भैसकेको सन्दर्भमा सो भन्दा फरक रुपमा यस इजलासबाट थप विवेचना',
  ],
  ['/ JofVof ug]{ cfjZostf / cj:yf b]lvPg .', 'र व्याख्या गर्ने आवश्यकता र अवस्था देखिएन ।'],
  [
    "t;y{ o; ;DaGwdf k|ltjfbLx?af6 lnOPsf] lhsL/;Fu ;xdt x'g ;lsPg .",
    'तसर्थ यस सम्बन्धमा प्रतिवादीहरुबाट लिइएको जिकीरसँग सहमत हुन सकिएन ।',
  ],
  [
    "eGg] ;DaGwdf x]bf{ k|:t't d'2fdf k|ltjfbLdWo]sf b]j]Gb| jfUn]n] ldlt @)%*.(.@^",
    'भन्ने सम्बन्धमा हेर्दा प्रस्तुत मुद्दामा प्रतिवादीमध्येका देवेन्द्र वाग्लेले मिति २०५८।९।२६',
  ],
  [
    "/ ldlt @)%*.!).#) df ;d]t u/L hDdf ?= #%,(@,$^).– cfos/ bflvn u/]sf] eGg] s'/fdf ljjfb 5}g .",
    'र मिति २०५८।१०।३० मा समेत गरी जम्मा रु. ३५,९२,४६०।– आयकर दाखिल गरेको भन्ने कुरामा विवाद छैन ।',
  ],
  [
    "To;/L s/ a'emfPsf] cj:yfdf ;f]xL sfg\"gL Joj:yfsf cfwf/df s'g} 5fgljg gul/g] ljZjf;df k/L cfkm\"n] cfkm\\gf] cfDbfgL ljj/0f v'Ng] ;a} sfuhftx? gi6 u/L ;s]sf] x'Fbf ;f] ;DaGwdf xfn cfP/ k|Zg p7fpg gldNg] eGg] ;d]tsf] lhsL/ u/]sf] kfOG5 .",
    'त्यसरी कर बुझाएको अवस्थामा सोही कानूनी व्यवस्थाका आधारमा कुनै छानविन नगरिने विश्वासमा परी आफूले आफ्नो आम्दानी विवरण खुल्ने सबै कागजातहरु नष्ट गरी सकेको हुँदा सो सम्बन्धमा हाल आएर प्रश्न उठाउन नमिल्ने भन्ने समेतको जिकीर गरेको पाइन्छ ।',
  ],
  [
    "o; ;DaGwdf ljrf/ ubf{ k|ltjfbL b]j]Gb| jfUn]n] cfosf] :jo+ 3f]if0ff u/L s/ ltg]{ ;DaGwdf cfwf/ agfPsf] sfg\"gL Joj:yfnfO{ x]g'{ kg]{ x'G5 .",
    'यस सम्बन्धमा विचार गर्दा प्रतिवादी देवेन्द्र वाग्लेले आयको स्वयं घोषणा गरी कर तिर्ने सम्बन्धमा आधार बनाएको कानूनी व्यवस्थालाई हेर्नु पर्ने हुन्छ ।',
  ],
  [
    'lghn] cfly{s P]g, @)%* nfO{ cfwf/ agfP/ cfos/ bflvn u/]sf] eGg] b]lvG5 .',
    'निजले आर्थिक ऐन, २०५८ लाई आधार बनाएर आयकर दाखिल गरेको भन्ने देखिन्छ ।',
  ],
  [
    'pQm cfly{s P]g, @)%* sf] bkmf bkmf !) cGtu{tsf] cg\';"rL ^ sf] bkmf $@-!_ df cfosf] :jo+s/ 3f]if0ff ;DaGwL Joj:yf ul/Psf] kfOG5 .',
    'उक्त आर्थिक ऐन, २०५८ को दफा दफा १० अन्तर्गतको अनुसूची ६ को दफा ४२(१) मा आयको स्वयंकर घोषणा सम्बन्धी व्यवस्था गरिएको पाइन्छ ।',
  ],
  [
    "h; cg';f/ æh:tf];'s} >f]taf6 k|fKt u/]sf] cfo ePklg cfos/ P]g,",
    'जस अनुसार “जस्तोसुकै श्रोतबाट प्राप्त गरेको आय भएपनि आयकर ऐन,',
  ],
  [
    '@)#! tyf ;fljsdf k|rlnt g]kfn sfg"g adf]lhd cfos/ nfUg] @)%& cfiff9 d;fGt;Dd cfh{g u/]sf] t/ o:tf] cfodf nfUg] s/ glt/]sf] JolQmn] @)%* kf}if leq o:tf] ;DklQsf] @)%* >fj0f ! df /x]sf] d"Nosf] !) k|ltztn] :jo+ 3f]if0ffåf/f cfos/ lt/]df o:tf] ;DklQsf] >f]tsf] jf/]df s\'g}klg k|of]hgsf nflu 5fgljg ul/g] 5}g .',
    '२०३१ तथा साविकमा प्रचलित नेपाल कानून बमोजिम आयकर लाग्ने २०५७ आषाढ मसान्तसम्म आर्जन गरेको तर यस्तो आयमा लाग्ने कर नतिरेको व्यक्तिले २०५८ पौष भित्र यस्तो सम्पत्तिको २०५८ श्रावण १ मा रहेको मूल्यको १० प्रतिशतले स्वयं घोषणाद्वारा आयकर तिरेमा यस्तो सम्पत्तिको श्रोतको वारेमा कुनैपनि प्रयोजनका लागि छानविन गरिने छैन ।',
  ],
  [
    'o;/L cfly{s P]gn] cfos/ k|of]hgsf nflu To:tf] Joj:yf u/]sf]',
    'यसरी आर्थिक ऐनले आयकर प्रयोजनका लागि त्यस्तो व्यवस्था गरेको',
  ],
  [
    "/ To;/L cfos/ lt/]sf] cj:yfdf :jo+ 3f]if0ff ul/Psf] ;DklQsf] >f]tsf] 48 jf/]df s'g}klg k|of]hgsf nflu 5fgljg gul/g] elgPsf] s'/fnfO{ cfwf/ agfO{ cfos/ afx]s cGo s'g} klg k|of]hgsf nflu ;d]t ;DklQsf] ;|f]t vf]Hg g;lsg] u/L lj:tf/ ug{ ;lsg] x'Fb}g .",
    'र त्यसरी आयकर तिरेको अवस्थामा स्वयं घोषणा गरिएको सम्पत्तिको श्रोतको द्धड वारेमा कुनैपनि प्रयोजनका लागि छानविन नगरिने भनिएको कुरालाई आधार बनाई आयकर बाहेक अन्य कुनै पनि प्रयोजनका लागि समेत सम्पत्तिको स्रोत खोज्न नसकिने गरी विस्तार गर्न सकिने हुँदैन ।',
  ],
  [
    'lsgeg] cfly{s P]g, @)%* sf] pQm sfg"gL Joj:yf s/ Joj:yfkg;Fu dfq ;DalGwt 5 .',
    'किनभने आर्थिक ऐन, २०५८ को उक्त कानूनी व्यवस्था कर व्यवस्थापनसँग मात्र सम्बन्धित छ ।',
  ],
  ["cGo k|of]hg;Fu To;sf] ;DaGw 5}g / x'g klg ;Sb}g .", 'अन्य प्रयोजनसँग त्यसको सम्बन्ध छैन र हुन पनि सक्दैन ।'],
  [
    "hxfF;Dd clVtof/ b'?kof]u cg';Gwfg cfof]un] cg';Gwfg ug]{ ;Gbe{ cfpF5,",
    'जहाँसम्म अख्तियार दुरुपयोग अनुसन्धान आयोगले अनुसन्धान गर्ने सन्दर्भ आउँछ,',
  ],
  ["pQm cfof]u ;+ljwfg cg'?k ul7t ePsf]", 'उक्त आयोग संविधान अनुरुप गठित भएको'],
  ['/ cfof]unfO{ ;+ljwfgåf/f g} sfd, st{Jo', 'र आयोगलाई संविधानद्वारा नै काम, कर्तव्य'],
  [
    "/ clwsf/ k|bfg ul/Psf] x'Fbf cGo ;fdfGo sfg\"gn] ;+j}wflgs c+usf] clwsf/ If]qnfO{ ;+s'lrt t'Nofpg ;Sg] cj:yf klg x'Fb}g .",
    'र अधिकार प्रदान गरिएको हुँदा अन्य सामान्य कानूनले संवैधानिक अंगको अधिकार क्षेत्रलाई संकुचित तुल्याउन सक्ने अवस्था पनि हुँदैन ।',
  ],
  [
    'o:t} ljifo ;dfj]z ePsf] k"j{ p4[t g]kfn ;/sf/ lj= O{Zj/k|;fb kf]v/]n ;d]t ePsf] e|i6frf/ d\'2fdf o; cbfntsf] j[xt\\ k"0f{ Ohnf;af6 æe|i6frf/ lgjf/0f P]g,',
    'यस्तै विषय समावेश भएको पूर्व उद्धृत नेपाल सरकार वि. ईश्वरप्रसाद पोखरेल समेत भएको भ्रष्टाचार मुद्दामा यस अदालतको वृहत् पूर्ण इजलासबाट “भ्रष्टाचार निवारण ऐन,',
  ],
  ['/ sf/0f b]lvFb}g .', 'र कारण देखिँदैन ।'],
  [
    '/ dfGg ldNg] cj:yf gb]lvg]Æ egL l;4fGt sfod e};s]sf] 5 eg] To; cl3 g} cfly{s P]g,',
    'र मान्न मिल्ने अवस्था नदेखिने” भनी सिद्धान्त कायम भैसकेको छ भने त्यस अघि नै आर्थिक ऐन,',
  ],
  [
    '@)%* sf] bkmf !) cGtu{tsf] cg\';"rL ^ sf] bkmf $@ sf] pkbkmf -!_',
    '२०५८ को दफा १० अन्तर्गतको अनुसूची ६ को दफा ४२ को उपदफा (१)',
  ],
  [
    '/ lgolGqt u/]sf] eGg g;lsg]Æ egL JofVof e} ;s]sf] b]lvG5 .',
    'र नियन्त्रित गरेको भन्न नसकिने” भनी व्याख्या भै सकेको देखिन्छ ।',
  ],
  [
    'plNnlvt JofVof eGbf klg cem km/s ?kdf clwjQmf sdn]z låj]bLsf] d\'2f -)^%–WS–))!(_ df o; cbfntsf] ljz]if Ohnf;af6 ldlt @)^&.$.@& df 49 @)^%.^.# sf] g]kfn /fhkqdf k|sflzt ;"rgfsf] bkmf #$ sf] Joj:yfn] cfk/flws jf u}/sfg"gL ?kaf6 cfh{g u/L pQm cfb]z jdf]lhd :jo+ 3f]if0ff u/L /fHonfO{ s/ ltl/Psf] ;DklQsf] ;|f]tsf af/]df a\'em\\g',
    'उल्लिखित व्याख्या भन्दा पनि अझ फरक रुपमा अधिवक्ता कमलेश द्विवेदीको मुद्दा (०६५–ध्क्–००१९) मा यस अदालतको विशेष इजलासबाट मिति २०६७।४।२७ मा द्धढ २०६५।६।३ को नेपाल राजपत्रमा प्रकाशित सूचनाको दफा ३४ को व्यवस्थाले आपराधिक वा गैरकानूनी रुपबाट आर्जन गरी उक्त आदेश वमोजिम स्वयं घोषणा गरी राज्यलाई कर तिरिएको सम्पत्तिको स्रोतका बारेमा बुझ्न',
  ],
  [
    "/ ;hfo ug{af6} /f]s nfuPsf] b]lvPsf] eGg] ;d]tsf cfwf/df bkmf #$ df plNnlvt h'g;'s} ;|f]taf6 cfh{g u/]sf] ;DklQsf] ;|f]t af/]df 5fgljg ug{ gkfpg],",
    'र सजाय गर्नबाटै रोक लागएको देखिएको भन्ने समेतका आधारमा दफा ३४ मा उल्लिखित जुनसुकै स्रोतबाट आर्जन गरेको सम्पत्तिको स्रोत बारेमा छानविन गर्न नपाउने,',
  ],
  [
    "To; ;DaGwL sfuhftx? uf]Ko /xg], s'g} klg lgsfon] x]g{ jf k|df0fdf lng gkfpg] Pj+ tL sfuhftsf] cfwf/df 3f]ifs pk/ s'g} klg P]g jdf]lhd d'2f rnfpg",
    'त्यस सम्बन्धी कागजातहरु गोप्य रहने, कुनै पनि निकायले हेर्न वा प्रमाणमा लिन नपाउने एवं ती कागजातको आधारमा घोषक उपर कुनै पनि ऐन वमोजिम मुद्दा चलाउन',
  ],
  [
    "/ ;hfo ug{ ;lsg] 5}g eGg] Joj:yfnfO{ ab/ x'g] 7x¥ofPsf] 5 .",
    'र सजाय गर्न सकिने छैन भन्ने व्यवस्थालाई बदर हुने ठहऱ्याएको छ ।',
  ],
  [
    "o; cbfntaf6 k|ltkflbt plNnlvt l;4fGtx?sf] kl/k|]Iodf klg cfos/ a'emfPsf] eGg] dfq cfwf/df k|ltjfbL dWo]sf b]j]Gb| jfUn]sf] ;DklQsf] ;|f]tsf] j}wflgstfsf ;DaGwdf 5fgljg jf k/LIf0f ug{ gldNg] eGg] cj:yf b]lvPg .",
    'यस अदालतबाट प्रतिपादित उल्लिखित सिद्धान्तहरुको परिप्रेक्ष्यमा पनि आयकर बुझाएको भन्ने मात्र आधारमा प्रतिवादी मध्येका देवेन्द्र वाग्लेको सम्पत्तिको स्रोतको वैधानिकताका सम्बन्धमा छानविन वा परीक्षण गर्न नमिल्ने भन्ने अवस्था देखिएन ।',
  ],
  [
    "t;y{ ;f] tkm{sf] k|ltjfbLx?sf] lhsL/;Fu klg ;xdt x'g ;lsPg .",
    'तसर्थ सो तर्फको प्रतिवादीहरुको जिकीरसँग पनि सहमत हुन सकिएन ।',
  ],
  [
    "k|ltjfbL lr/l~hjL jfUn]n] ljz]if cbfntaf6 cfkm\\gf] j}w cfonfO{ ;d]t u0fgf gul/Psf] egL lhsL/ lnPsf] ;Gbe{df k|ltjfbL dWo]sf lr/l~hjL jfUn]n] clVtof/ b'?kof]u cg';Gwfg cfof]u",
    'प्रतिवादी चिरञ्जिवी वाग्लेले विशेष अदालतबाट आफ्नो वैध आयलाई समेत गणना नगरिएको भनी जिकीर लिएको सन्दर्भमा प्रतिवादी मध्येका चिरञ्जिवी वाग्लेले अख्तियार दुरुपयोग अनुसन्धान आयोग',
  ],
  ["eGg] k|Zg p7\\g' :jfefljs 5 .", 'भन्ने प्रश्न उठ्नु स्वाभाविक छ ।'],
  [
    ';f] tkm{ ljrf/ ubf{ ljz]if cbfnt sf7df8f}+n] :jo+ k|ltjfbL lr/l~hjL jfUn]s} jofgaf6 lghsf] kfl/>lds tyf eQf ;d]tsf] art ?=^,^^,(!!.%@ dfq xf] eGg] b]lvg cfPsf]',
    'सो तर्फ विचार गर्दा विशेष अदालत काठमाडौंले स्वयं प्रतिवादी चिरञ्जिवी वाग्लेकै वयानबाट निजको पारिश्रमिक तथा भत्ता समेतको बचत रु.६,६६,९११।५२ मात्र हो भन्ने देखिन आएको',
  ],
  [
    "/ cleof]ukqdf ;|f]t gv'n]sf] egL bfjL lnPsf ;DklQdf cfkm\\gf] kfl/>lds eQf nufotsf ;|f]taf6 cflh{t /sd k/]sf] 5 egL k|ltjfbLn] lhsL/ lng g;s]sf] x'Fbf To; ljifodf k|j]z u/L cbfntn] lg?k0f ug{ gldNg] lgisif{ lgsfn]sf] b]lvG5 .",
    'र अभियोगपत्रमा स्रोत नखुलेको भनी दावी लिएका सम्पत्तिमा आफ्नो पारिश्रमिक भत्ता लगायतका स्रोतबाट आर्जित रकम परेको छ भनी प्रतिवादीले जिकीर लिन नसकेको हुँदा त्यस विषयमा प्रवेश गरी अदालतले निरुपण गर्न नमिल्ने निष्कर्ष निकालेको देखिन्छ ।',
  ],
  [
    "k|ltjfbL lr/l~hjL jfUn]n] o; cbfnt ;dIf k'g/fj]bg ubf{ cfkm\"n] !) jif{eGbf a9L ;do ;f+;b tyf dGqL kbdf /xFbf tnj eQf ?=%^,(!,@%!.*% k|fKt u/]sf] egL k]z u/]sf] ljj/0fsf ;DaGwdf ljz]if cbfntn] ;DalGwt lgsfo;Fu a'emL cfo olsg ug'{ kg]{df a}+sdf /x]sf] ?=^,^^,(!!.%@ nfO{ dfq cfo dfgL u/]sf] km};nf q'l6k\"0f{ 5 egL lhsL/ lnPsf] kfOG5 .",
    'प्रतिवादी चिरञ्जिवी वाग्लेले यस अदालत समक्ष पुनरावेदन गर्दा आफूले १० वर्षभन्दा बढी समय सांसद तथा मन्त्री पदमा रहँदा तलव भत्ता रु.५६,९१,२५१।८५ प्राप्त गरेको भनी पेश गरेको विवरणका सम्बन्धमा विशेष अदालतले सम्बन्धित निकायसँग बुझी आय यकिन गर्नु पर्नेमा बैंकमा रहेको रु.६,६६,९११।५२ लाई मात्र आय मानी गरेको फैसला त्रुटिपूर्ण छ भनी जिकीर लिएको पाइन्छ ।',
  ],
  [
    't/, k|ltjfbL lr/l~hjL jfUn] :jo+n] 50 cbfnt ;dIf u/]sf] jofg -;=h=$',
    'तर, प्रतिवादी चिरञ्जिवी वाग्ले स्वयंले छण् अदालत समक्ष गरेको वयान (स.ज.४',
  ],
  ['/ ^_ df :ki6 ?kdf cfkm\\gf] kfl/>lds,', 'र ६) मा स्पष्ट रुपमा आफ्नो पारिश्रमिक,'],
  ['eQf, j}b]lzs e|d0faf6 kfPsf] /sd g]kfn a}+s ln=', 'भत्ता, वैदेशिक भ्रमणबाट पाएको रकम नेपाल बैंक लि.'],
  ["/ g]kfn OGe]i6d]G6 a}+sdf ^ nfv /fv]sf] 5',", 'र नेपाल इन्भेष्टमेन्ट बैंकमा ६ लाख राखेको छु,'],
  ['c? ;a} ;DklQ 5f]/f b]j]Gb|sf] cfh{gsf] ;DklQ xf],', 'अरु सबै सम्पत्ति छोरा देवेन्द्रको आर्जनको सम्पत्ति हो,'],
  [
    'cfkm\\gf gfddf /x]sf] uf8L ;d]t b]j]Gb|sf] Jofkf/sf] cfh{gaf6 hf]l8Psf] xf] egL n]vfPsf]',
    'आफ्ना नाममा रहेको गाडी समेत देवेन्द्रको व्यापारको आर्जनबाट जोडिएको हो भनी लेखाएको',
  ],
  [
    "/ o; cbfnt ;dIf u/]sf] k'g/fj]bgdf klg cfkm\\gf] kfl/>lds nufotsf] ;|f]taf6 k|fKt cfo lgh tyf kl/jf/sf ;b:osf gfdsf] ;DklQdWo] s] s'g ;DklQdf k/]sf] 5 egL v'nfpg ;s]sf] kfO{+b}g .",
    'र यस अदालत समक्ष गरेको पुनरावेदनमा पनि आफ्नो पारिश्रमिक लगायतको स्रोतबाट प्राप्त आय निज तथा परिवारका सदस्यका नामको सम्पत्तिमध्ये के कुन सम्पत्तिमा परेको छ भनी खुलाउन सकेको पाईंदैन ।',
  ],
  [
    "jx;sf qmddf ;d]t Ohnf;af6 k6s k6s ;f] ;DaGwdf :ki6 ug{ cfu|x ubf{ k|ltjfbL tkm{sf ljåfg sfg\"g Joj;foLn] k|ltjfbL lr/l~hjL jfUn]sf gfdsf] a}+s vftfdf /x]sf] ?=^,^^,(!!.%@ afx]ssf] cGo rn crn ;DklQsf] ;|f]tsf ?kdf lghsf] kfl/>lds nufotsf] olt /sd k/]sf] 5 egL v'nfpg ;Sg' ePg .",
    'वहसका क्रममा समेत इजलासबाट पटक पटक सो सम्बन्धमा स्पष्ट गर्न आग्रह गर्दा प्रतिवादी तर्फका विद्वान कानून व्यवसायीले प्रतिवादी चिरञ्जिवी वाग्लेका नामको बैंक खातामा रहेको रु.६,६६,९११।५२ बाहेकको अन्य चल अचल सम्पत्तिको स्रोतका रुपमा निजको पारिश्रमिक लगायतको यति रकम परेको छ भनी खुलाउन सक्नु भएन ।',
  ],
  [
    "cfkm\\gf] gfddf /x]sf] a}+s df}Hbft afx]s cfkm\\gf] tyf kl/jf/sf cGo ;b:osf] gfddf /x]sf] ;Dk\"0f{ ;DklQsf] ;|f]t eg]sf] 5f]/f b]j]Gb| jfUn]sf] Joj;foaf6 cflh{t /sd g} xf] egL k6s k6s pNn]v u/]sf] cj:yfdf cfkm\\gf] cGo cfo klg /x]sf] egL lhsL/ lnFb}df To;nfO{ s'g ;DklQsf] ;|f]t dfGg] eGg] k|Zg p7\\g' :jfefljs x'G5 .",
    'आफ्नो नाममा रहेको बैंक मौज्दात बाहेक आफ्नो तथा परिवारका अन्य सदस्यको नाममा रहेको सम्पूर्ण सम्पत्तिको स्रोत भनेको छोरा देवेन्द्र वाग्लेको व्यवसायबाट आर्जित रकम नै हो भनी पटक पटक उल्लेख गरेको अवस्थामा आफ्नो अन्य आय पनि रहेको भनी जिकीर लिँदैमा त्यसलाई कुन सम्पत्तिको स्रोत मान्ने भन्ने प्रश्न उठ्नु स्वाभाविक हुन्छ ।',
  ],
  [
    "t/ of] k|Zgsf] ;Gtf]ifhgs / j:t'k/s hjfkm k|ltjfbL :jo+n] lbg g;s]sf]",
    'तर यो प्रश्नको सन्तोषजनक र वस्तुपरक जवाफ प्रतिवादी स्वयंले दिन नसकेको',
  ],
  [
    "/ b]j]Gb| jfUn]n] klg cfkm\\gf] tyf kl/jf/sf cGo ;b:osf] gfddf /x]sf] rn crn ;DklQnfO{ cfkm\\gf] cfo;|f]t;Fu cGof]Gofl>t u/fO{ jofg u/]sf] -;=h= ^ df_ x'Fbf cbfntn] cGoyf JofVof u/L lgh lr/l~hjL jfUn]sf] yk cfo sfod ug{",
    'र देवेन्द्र वाग्लेले पनि आफ्नो तथा परिवारका अन्य सदस्यको नाममा रहेको चल अचल सम्पत्तिलाई आफ्नो आयस्रोतसँग अन्योन्याश्रित गराई वयान गरेको (स.ज. ६ मा) हुँदा अदालतले अन्यथा व्याख्या गरी निज चिरञ्जिवी वाग्लेको थप आय कायम गर्न',
  ],
  [
    "/ To;nfO{ cd's ;DklQsf] ;|f]tsf ?kdf dfGotf lbg ldNg] b]lvPg .",
    'र त्यसलाई अमुक सम्पत्तिको स्रोतका रुपमा मान्यता दिन मिल्ने देखिएन ।',
  ],
  ['olb lghsf] j}w cfo cyf{t\\ kfl/>lds,', 'यदि निजको वैध आय अर्थात् पारिश्रमिक,'],
  [
    'eQf nufotaf6 ePsf] cfDbfgL ?=%^,(!,@%!.*% /x]sf] cj:yf lyof] eg] lghn] cfkm\\g} kTgL zfGtfb]jL jfUn]sf gfddf /x]sf] 3/ hUuf',
    'भत्ता लगायतबाट भएको आम्दानी रु.५६,९१,२५१।८५ रहेको अवस्था थियो भने निजले आफ्नै पत्नी शान्तादेवी वाग्लेका नाममा रहेको घर जग्गा',
  ],
  [
    "/ cfkm\"n] ;'ljwfdf vl/b u/]sf] uf8L ;d]t 5f]/f b]j]Gb| jfUn]sf] Joj;foaf6 ePsf] cfoaf6 vl/b u/]sf] egL lhsL/ lng] lyPgg\\ egL :jfefljs cg'dfg ug{ ;lsG5 .",
    'र आफूले सुविधामा खरिद गरेको गाडी समेत छोरा देवेन्द्र वाग्लेको व्यवसायबाट भएको आयबाट खरिद गरेको भनी जिकीर लिने थिएनन् भनी स्वाभाविक अनुमान गर्न सकिन्छ ।',
  ],
  [
    "k/Gt' lgh lr/l~hjL jfUn]n] jofgsf qmddf cfkm\\gf] gfddf a}+sdf /x]sf] /sdnfO{ dfq cfkm\\gf] kfl/>lds,",
    'परन्तु निज चिरञ्जिवी वाग्लेले वयानका क्रममा आफ्नो नाममा बैंकमा रहेको रकमलाई मात्र आफ्नो पारिश्रमिक,',
  ],
  [
    'eQf nufotsf] /sd dfg]tfklg lgh @)$* ;fnb]lv lg/Gt/ ?kdf ;f+;b kbdf jxfn /xL lar lardf dGqLsf] lhDd]jf/L ;d]t jxg u/]sf]',
    'भत्ता लगायतको रकम मानेतापनि निज २०४८ सालदेखि निरन्तर रुपमा सांसद पदमा वहाल रही बिच बिचमा मन्त्रीको जिम्मेवारी समेत वहन गरेको',
  ],
  ["/ k6s k6s ljb]z e|d0fdf ;d]t uPsf] eGg] s'/fdf ljjfb 5}g .", 'र पटक पटक विदेश भ्रमणमा समेत गएको भन्ने कुरामा विवाद छैन ।'],
  [
    "To;/L lgoldt ?kdf kfl/>lds nufotsf] ;'ljwf kfpg] kbdf /x]sf JolQmn] 3/fo;L cfjZostfsf cfwf/df 3/fo;L ;fdfgx? hf]8\\b} hfg] :jfefljs ;+efjgfnfO{ gsfg{ ;lsFb}g .",
    'त्यसरी नियमित रुपमा पारिश्रमिक लगायतको सुविधा पाउने पदमा रहेका व्यक्तिले घरायसी आवश्यकताका आधारमा घरायसी सामानहरु जोड्दै जाने स्वाभाविक संभावनालाई नकार्न सकिँदैन ।',
  ],
  ['a}+sdf hDdf ePsf] afx]ssf] /sd To:t} 3/fo;L ;fdu|Lx?,', 'बैंकमा जम्मा भएको बाहेकको रकम त्यस्तै घरायसी सामग्रीहरु,'],
  [
    "kl/jf/sf] b}lgs hLljsf]kfh{g / cGo e}k/L cfpg] vr{df ;d]t k|of]u ePsf] x'g ;Sg] ;+efjgfnfO{ klg OGsf/ ug{ ldNb}g .",
    'परिवारको दैनिक जीविकोपार्जन र अन्य भैपरी आउने खर्चमा समेत प्रयोग भएको हुन सक्ने संभावनालाई पनि इन्कार गर्न मिल्दैन ।',
  ],
  [
    't;y{ lgh lr/l~hjL jfUn]n] cfkm\\gf] kfl/>lds nufotsf] ;|f]taf6 cflh{t /sdsf ;DaGwdf lghsf] gfddf a}+sdf /x]sf] /sd afx]s 3/sf] cfGtl/s ;fh;Hhf',
    'तसर्थ निज चिरञ्जिवी वाग्लेले आफ्नो पारिश्रमिक लगायतको स्रोतबाट आर्जित रकमका सम्बन्धमा निजको नाममा बैंकमा रहेको रकम बाहेक घरको आन्तरिक साजसज्जा',
  ],
  [
    "/ kmlg{r/ afx]ssf] cGo ;DklQ;Fu hf]8]/ To;nfO{ 5'6[} cl:tTj k|bfg ug{ ldNg] cfwf/ b]lvg cfPg .",
    'र फर्निचर बाहेकको अन्य सम्पत्तिसँग जोडेर त्यसलाई छुट्टै अस्तित्व प्रदान गर्न मिल्ने आधार देखिन आएन ।',
  ],
  ['k|ltjfbLx? dWo] lr/l~hjL jfUn], zfGtf jfUn]', 'प्रतिवादीहरु मध्ये चिरञ्जिवी वाग्ले, शान्ता वाग्ले'],
  [
    "eGg] ;DaGwdf ljrf/ ubf{ jfbL kIfsf] k'g/fj]bgdf d'VotM cg';Gwfg ubf{ sfod ePsf] d\"Nos} cfwf/df lghsf] jt{dfg cfly{s x}l;ot t'ngf u/L c:jfefljs cfh{g xf] jf xf]Og egL olsg ug'{ kg]{,",
    'भन्ने सम्बन्धमा विचार गर्दा वादी पक्षको पुनरावेदनमा मुख्यतः अनुसन्धान गर्दा कायम भएको मूल्यकै आधारमा निजको वर्तमान आर्थिक हैसियत तुलना गरी अस्वाभाविक आर्जन हो वा होइन भनी यकिन गर्नु पर्ने,',
  ],
  [
    'lnvtsf] d"NonfO{ ;DklQsf] d"No dfGg gldNg] egL lhsL/ lnOPsf] b]lvG5 .',
    'लिखतको मूल्यलाई सम्पत्तिको मूल्य मान्न नमिल्ने भनी जिकीर लिइएको देखिन्छ ।',
  ],
  ["cleof]ukq;fy k|:t't ul/Psf] ljj/0f cg';f/ zfGtfb]jL jfUn]", 'अभियोगपत्रसाथ प्रस्तुत गरिएको विवरण अनुसार शान्तादेवी वाग्ले'],
  [
    '/ b]j]Gb| jfUn]sf gfddf sf7df8f}+ / lrtjg lhNnfdf /x]sf hUufx?sf] s"n d"No ?=!,!(,%),))).– sfod ul/Psf] b]lvG5 .',
    'र देवेन्द्र वाग्लेका नाममा काठमाडौं र चितवन जिल्लामा रहेका जग्गाहरुको कूल मूल्य रु.१,१९,५०,०००।– कायम गरिएको देखिन्छ ।',
  ],
  [
    'To;/L d"No sfod ubf{ sf7df8f}+sf] xsdf sf7df8f}+sf k|d\'v lhNnf clwsf/L',
    'त्यसरी मूल्य कायम गर्दा काठमाडौंको हकमा काठमाडौंका प्रमुख जिल्ला अधिकारी',
  ],
  [
    "/ lrtjgsf] xsdf ToxfFsf k|d'v lhNnf clwsf/Lsf] cWoIftfdf ul7t d\"Nof+sg ;ldltsf] d\"Nof+sg d'r'NsfnfO{ cfwf/ agfOPsf] 5 .",
    'र चितवनको हकमा त्यहाँका प्रमुख जिल्ला अधिकारीको अध्यक्षतामा गठित मूल्यांकन समितिको मूल्यांकन मुचुल्कालाई आधार बनाइएको छ ।',
  ],
  [
    'ljz]if cbfntn] kfl/t lnvtsf cfwf/df hUufsf] hDdf d"No ?=^&,*@,*^(.– dfq ljuf] sfod u/]sf] 5 .',
    'विशेष अदालतले पारित लिखतका आधारमा जग्गाको जम्मा मूल्य रु.६७,८२,८६९।– मात्र विगो कायम गरेको छ ।',
  ],
  [
    "hUuf hldgsf] d\"No ;doqmddf kl/jt{g x'g' :jfefljs} b]lvG5 .",
    'जग्गा जमिनको मूल्य समयक्रममा परिवर्तन हुनु स्वाभाविकै देखिन्छ ।',
  ],
  [
    'hxfF;Dd ljjflbt lsQf hUufx?sf] d"No / To;sf] ;|f]tsf] klxrfg ug]{ ;Gbe{ cfpF5,',
    'जहाँसम्म विवादित कित्ता जग्गाहरुको मूल्य र त्यसको स्रोतको पहिचान गर्ने सन्दर्भ आउँछ,',
  ],
  [
    "Tof] :jefjtM vl/b jf k|fKt ul/Ps} ;dosf] d\"Nodf cfwfl/t x'g' kb{5 .",
    'त्यो स्वभावतः खरिद वा प्राप्त गरिएकै समयको मूल्यमा आधारित हुनु पर्दछ ।',
  ],
  [
    'lsgeg] k|d\'v lhNnf clwsf/Lsf] cWoIftfdf ul7t d"Nof+sg ;ldltn] xfnsf] ahf/ d"No ;d]tnfO{ cfwf/ dfgL d"No sfod ug]{ x\'Fbf vl/b–ljqmLsf] ;dosf] d"NonfO{ To;n] ;d]6\\g ;Sb}g .',
    'किनभने प्रमुख जिल्ला अधिकारीको अध्यक्षतामा गठित मूल्यांकन समितिले हालको बजार मूल्य समेतलाई आधार मानी मूल्य कायम गर्ने हुँदा खरिद–विक्रीको समयको मूल्यलाई त्यसले समेट्न सक्दैन ।',
  ],
  [
    "ljjflbt hUufx? @)%) ;fnb]lv @)%* ;fn;Dd ljleGg ldltdf vl/b ul/Psf] eGg] s'/f cleof]ukqdf pNn]v ePsf] ljj/0faf6} b]lvg cfpF5 .",
    'विवादित जग्गाहरु २०५० सालदेखि २०५८ सालसम्म विभिन्न मितिमा खरिद गरिएको भन्ने कुरा अभियोगपत्रमा उल्लेख भएको विवरणबाटै देखिन आउँछ ।',
  ],
  [
    '@)%) ;fndf vl/b ul/Psf] hUufsf] ahf/ d"No @)%( ;fndf :jefjtM a9L g} x\'G5,',
    '२०५० सालमा खरिद गरिएको जग्गाको बजार मूल्य २०५९ सालमा स्वभावतः बढी नै हुन्छ,',
  ],
  [
    't/ @)%) ;fndf vl/b ul/lng] JolQmn] ToxL ;dodf k|rlnt d"No xfnL hUuf vl/b ul/lnPsf] lyof] egL :jfefljs cg\'dfg ug{ ;lsG5 .',
    'तर २०५० सालमा खरिद गरिलिने व्यक्तिले त्यही समयमा प्रचलित मूल्य हाली जग्गा खरिद गरिलिएको थियो भनी स्वाभाविक अनुमान गर्न सकिन्छ ।',
  ],
  [
    'jfbL kIfaf6 d"Nof+sg ;ldltsf] d"Nof+sg d\'r\'NsfnfO{ cfwf/ dfgL hUufsf] d"Nof+sg k|:t\'t u/]tfklg lnvt d"NonfO{ cGoyf xf] egL k\'i6L ug]{ k|oTg slxF st} u/]sf] kfO{+b}g .',
    'वादी पक्षबाट मूल्यांकन समितिको मूल्यांकन मुचुल्कालाई आधार मानी जग्गाको मूल्यांकन प्रस्तुत गरेतापनि लिखत मूल्यलाई अन्यथा हो भनी पुष्टी गर्ने प्रयत्न कहिँ कतै गरेको पाईंदैन ।',
  ],
  [
    "cflwsfl/s lgsfodf l/tk\"j{s /lhi6«]zg b:t'/ ;d]t a'emfO{ kfl/t u/L lnPsf] lnvtnfO{ ck|dfl0ft bfjLs} e/df cGoyf ;+1f lbg klg ldNb}g .",
    'आधिकारिक निकायमा रितपूर्वक रजिष्ट्रेशन दस्तुर समेत बुझाई पारित गरी लिएको लिखतलाई अप्रमाणित दावीकै भरमा अन्यथा संज्ञा दिन पनि मिल्दैन ।',
  ],
  [
    't;y{ lnvt d"NonfO{ cfwf/ dfgL zfGtfb]jL jfUn] gfdsf sf7df8f}+ dxfgu/kflnsf j8f g+= &3 l:yt lsQf g+= $$$,',
    'तसर्थ लिखत मूल्यलाई आधार मानी शान्तादेवी वाग्ले नामका काठमाडौं महानगरपालिका वडा नं. ७घ स्थित कित्ता नं. ४४४,',
  ],
  [
    '$$@, $)*, $$!, $$#, #!& / b]j]Gb| jfUn] gfdsf sf7df8f}+ dxfgu/kflnsf j8f g+= @( l:yt lsQf g+=!^$*,',
    '४४२, ४०८, ४४१, ४४३, ३१७ र देवेन्द्र वाग्ले नामका काठमाडौं महानगरपालिका वडा नं. २९ स्थित कित्ता नं.१६४८,',
  ],
  [
    "@!&@, @!&# -lsQf g+=@!&@ / @!&# sf] xsdf b]j]Gb| jfUn]sf] lx:;fsf] dfq_ tyf lrtjg h'6kfgL %s l:yt lsQf g+= #)&,",
    '२१७२, २१७३ (कित्ता नं.२१७२ र २१७३ को हकमा देवेन्द्र वाग्लेको हिस्साको मात्र) तथा चितवन जुटपानी ५क स्थित कित्ता नं. ३०७,',
  ],
  [
    '#)^, $$%, @%), lrtjg v}/xgL *s l:yt lsQf g+= &!* P]=&u l:yt lsQf g+= $&#,',
    '३०६, ४४५, २५०, चितवन खैरहनी ८क स्थित कित्ता नं. ७१८ ऐ.७ग स्थित कित्ता नं. ४७३,',
  ],
  ['$&), lrtjg k+rsGof *s l:yt lsQf g+= *$!,', '४७०, चितवन पंचकन्या ८क स्थित कित्ता नं. ८४१,'],
  [
    '*$#, *$%, *$&, *$(, *%! / ^^% sf hUufx?sf] lnvt d"Nosf cfwf/df hDdf d"No ?=^&,*@,*^(.– ljuf] sfod u/]sf] ljz]if cbfntsf] km};nf ;f] xb;Dd ldn]s} b]lvg cfof] .',
    '८४३, ८४५, ८४७, ८४९, ८५१ र ६६५ का जग्गाहरुको लिखत मूल्यका आधारमा जम्मा मूल्य रु.६७,८२,८६९।– विगो कायम गरेको विशेष अदालतको फैसला सो हदसम्म मिलेकै देखिन आयो ।',
  ],
  [
    "k|ltjfbL dWo]sL zfGtf jfUn]n] clVtof/ b'?kof]u cg';Gwfg cfof]u;dIf jofgsf qmddf lsQf g+= #!& sf] hUuf vl/b u/]sf] egL pNn]v u/]sf] t/ ;f] hUuf js;kqaf6 k|fKt u/]sf] eGg] lnvtaf6 b]lvPsf] cj:yfdf To:tf] hUufnfO{ js;kqaf6 k|fKt u/]sf] egL lghL cfh{g cGtu{tsf] dfgL afx]s ug{ ldNg] x'G5 53 jf x'Fb}g <",
    'प्रतिवादी मध्येकी शान्ता वाग्लेले अख्तियार दुरुपयोग अनुसन्धान आयोगसमक्ष वयानका क्रममा कित्ता नं. ३१७ को जग्गा खरिद गरेको भनी उल्लेख गरेको तर सो जग्गा वकसपत्रबाट प्राप्त गरेको भन्ने लिखतबाट देखिएको अवस्थामा त्यस्तो जग्गालाई वकसपत्रबाट प्राप्त गरेको भनी निजी आर्जन अन्तर्गतको मानी बाहेक गर्न मिल्ने हुन्छ छघ वा हुँदैन ?',
  ],
  [
    'eGg] k|Zgdf ljrf/ ubf{ k|ltjfbLx?n] ls=g+= #!& sf] hUuf k|ltjfbL zfGtf b]jL jfUn]n] js;kqjf6 kfPsf] cj:yfdf To;nfO{ dfGotf glbg] u/L ePsf] ljz]if cbfntsf] km};nf q\'l6k"0f{ /x]sf] 5 egL lhls/ lnPsf] kfOG5 .',
    'भन्ने प्रश्नमा विचार गर्दा प्रतिवादीहरुले कि.नं. ३१७ को जग्गा प्रतिवादी शान्ता देवी वाग्लेले वकसपत्रवाट पाएको अवस्थामा त्यसलाई मान्यता नदिने गरी भएको विशेष अदालतको फैसला त्रुटिपूर्ण रहेको छ भनी जिकिर लिएको पाइन्छ ।',
  ],
  [
    "pQm lsQf g+= #!& sf] hUuf as;kqsf] lnvtaf6 k|FKt ePsf] eGg] s'/fdf ljjfb 5}g .",
    'उक्त कित्ता नं. ३१७ को जग्गा बकसपत्रको लिखतबाट प्रँप्त भएको भन्ने कुरामा विवाद छैन ।',
  ],
  [
    "bftf xl/axfb'/ yfkf /x]sf] ldlt @)%).*.@# sf] kfl/t js;kq lnvtsf] s}lkmot Joxf]/fdf tkfO{ zfGtf b]jLn] dnfO{ k/L cfPsf] sfd sfhdf d2t ug'{ ePsf] x'gfn] l/emfP jfkt pQm hUuf xf=j= ul/lbPF egL n]lvPsf] kfOG5 .",
    'दाता हरिबहादुर थापा रहेको मिति २०५०।८।२३ को पारित वकसपत्र लिखतको कैफियत व्यहोरामा तपाई शान्ता देवीले मलाई परी आएको काम काजमा मद्दत गर्नु भएको हुनाले रिझाए वापत उक्त जग्गा हा.व. गरिदिएँ भनी लेखिएको पाइन्छ ।',
  ],
  ["ljz]if cbfntn] d'Vo ?kdf k|ltjfbL lr/l~hjL jfUn]", 'विशेष अदालतले मुख्य रुपमा प्रतिवादी चिरञ्जिवी वाग्ले'],
  [
    "/ b]j]Gb| jfUn]sf] jofgdf zfGtfb]jL / b]j]Gb| jfUn]sf] gfddf /x]sf ;a} ;DklQnfO{ b]j]Gb| jfUn]sf] cfo;Fu hf]l8Psf] x'Fbf ;f] hUuf ;d]t /sd lng' lbg' u/L vl/b ul/Psf] eGg] lgisif{ lgsfn]sf] kfOG5 .",
    'र देवेन्द्र वाग्लेको वयानमा शान्तादेवी र देवेन्द्र वाग्लेको नाममा रहेका सबै सम्पत्तिलाई देवेन्द्र वाग्लेको आयसँग जोडिएको हुँदा सो जग्गा समेत रकम लिनु दिनु गरी खरिद गरिएको भन्ने निष्कर्ष निकालेको पाइन्छ ।',
  ],
  [
    "k|ltjfbL zfGtf b]jL :jo+n] clVtof/ b'?kof]u cg';Gwfg cfof]u ;dIf jofg ubf{ ;=h= $ df sl/a ! /f]kgL & k};f hUuf dWo] & cfgf hlt @)%)÷)%! lt/ vl/b u/]sf] x'g ;S5 .",
    'प्रतिवादी शान्ता देवी स्वयंले अख्तियार दुरुपयोग अनुसन्धान आयोग समक्ष वयान गर्दा स.ज. ४ मा करिब १ रोपनी ७ पैसा जग्गा मध्ये ७ आना जति २०५०/०५१ तिर खरिद गरेको हुन सक्छ ।',
  ],
  ["To;kl5 afFsL hUufx? qmdzM kl5 kl5 vl/b u/]sf] x'g ;S5 .", 'त्यसपछि बाँकी जग्गाहरु क्रमशः पछि पछि खरिद गरेको हुन सक्छ ।'],
  ['pQm hUuf vl/b ubf{ ;a} /sd 5f]/fn] g} lbPsf] xf] .', 'उक्त जग्गा खरिद गर्दा सबै रकम छोराले नै दिएको हो ।'],
  [
    's] slt /sdaf6 vl/b u/]sf] xf], yfxf ePg egL pNn]v u/]sf] cj:yf 5 .',
    'के कति रकमबाट खरिद गरेको हो, थाहा भएन भनी उल्लेख गरेको अवस्था छ ।',
  ],
  [
    'lghn] ljz]if cbfnt ;dIf jofg ubf{ ;=h= % df pQm lsQf g+= #!& sf] hUuf js;kqaf6 k|fKt u/]sf] egL lhsL/ lnPsf] ePtfklg k|ltjfbL lr/l~hjL jfUn]sf] jofgsf] ;=h= $ df',
    'निजले विशेष अदालत समक्ष वयान गर्दा स.ज. ५ मा उक्त कित्ता नं. ३१७ को जग्गा वकसपत्रबाट प्राप्त गरेको भनी जिकीर लिएको भएतापनि प्रतिवादी चिरञ्जिवी वाग्लेको वयानको स.ज. ४ मा',
  ],
  [
    '/ b]j]Gb| jfUn]sf] jofgsf] ;=h= ^ df ;f] ;d]tsf] hUuf b]j]Gb| jfUn]sf] Joj;foaf6 sdfPsf] /sdaf6 vl/b u/]sf] egL pNn]v u/]sf] b]lvG5 .',
    'र देवेन्द्र वाग्लेको वयानको स.ज. ६ मा सो समेतको जग्गा देवेन्द्र वाग्लेको व्यवसायबाट कमाएको रकमबाट खरिद गरेको भनी उल्लेख गरेको देखिन्छ ।',
  ],
  [
    'To;/L cfkm" / cfkm\\gf Psf3/sf kl/jf/sf cGo ;b:o ;d]tn] vl/b u/]sf] egL :jLsf/ u/]sf]',
    'त्यसरी आफू र आफ्ना एकाघरका परिवारका अन्य सदस्य समेतले खरिद गरेको भनी स्वीकार गरेको',
  ],
  [
    "/ bftf xl/axfb'/ yfkf;Fusf] gftf ;DaGw Pj+ l/emfPsf] ljifo cfkm}+df c:ki6",
    'र दाता हरिबहादुर थापासँगको नाता सम्बन्ध एवं रिझाएको विषय आफैंमा अस्पष्ट',
  ],
  [
    "/ b'ljwfhgs /x]sf] l:yltdf lnvtdf js;kq pNn]v ePs} e/df To;nfO{ /sd vr{ gu/L k|fKt ePsf] ;DklQ dfgL k|:t't d'2fsf] kl/lwaf6 afx]s ug{ ldNg] b]lvPg .",
    'र दुविधाजनक रहेको स्थितिमा लिखतमा वकसपत्र उल्लेख भएकै भरमा त्यसलाई रकम खर्च नगरी प्राप्त भएको सम्पत्ति मानी प्रस्तुत मुद्दाको परिधिबाट बाहेक गर्न मिल्ने देखिएन ।',
  ],
  [
    't;y{ zfGtfb]jL jfUn]sf] gfddf /x]sf] lsQf g+= #!& sf] pQm hUufnfO{ ;d]t ;dfj]z u/L ljuf] sfod u/]sf] ljz]if cbfntsf] km};nf ;f] xb;Dd dgfl;j g} b]lvof] .',
    'तसर्थ शान्तादेवी वाग्लेको नाममा रहेको कित्ता नं. ३१७ को उक्त जग्गालाई समेत समावेश गरी विगो कायम गरेको विशेष अदालतको फैसला सो हदसम्म मनासिव नै देखियो ।',
  ],
  [
    "k|:t't d'2fdf k|ltjfbL dWo]sf b]j]Gb| jfUn] ;+nUg /x]sf] Joj;foaf6 ePsf] sf/f]jf/",
    'प्रस्तुत मुद्दामा प्रतिवादी मध्येका देवेन्द्र वाग्ले संलग्न रहेको व्यवसायबाट भएको कारोवार',
  ],
  ["eGg] k|Zg pkl:yt x'g cfPsf] 5 .", 'भन्ने प्रश्न उपस्थित हुन आएको छ ।'],
  [
    ';f] ;DaGwdf x]bf{ k|:t\'t d\'2fsf k|ltjfbL lr/l~hjL jfUn]n] cfkm" pk/sf] e|i6frf/sf] cleof]uaf6 aRgsf nflu cfkm"',
    'सो सम्बन्धमा हेर्दा प्रस्तुत मुद्दाका प्रतिवादी चिरञ्जिवी वाग्लेले आफू उपरको भ्रष्टाचारको अभियोगबाट बच्नका लागि आफू',
  ],
  [
    '/ cfkm\\gf] kl/jf/sf ;b:osf gfddf /x]sf] rn crn ;DklQsf] ;|f]tsf ?kdf cfkm\\gf] 5f]/f b]j]Gb| jfUn]åf/f ;~rflnt Joj;fosf] cfDbfgLnfO{ b]vfPsf] eGg] cfwf/df cleof]hg kIfåf/f k|ltjfbL dWo]sf b]j]Gb| jfUn] ;+nUg /x]sf] Joj;fo',
    'र आफ्नो परिवारका सदस्यका नाममा रहेको चल अचल सम्पत्तिको स्रोतका रुपमा आफ्नो छोरा देवेन्द्र वाग्लेद्वारा सञ्चालित व्यवसायको आम्दानीलाई देखाएको भन्ने आधारमा अभियोजन पक्षद्वारा प्रतिवादी मध्येका देवेन्द्र वाग्ले संलग्न रहेको व्यवसाय',
  ],
  [
    "/ To;af6 ePsf] v'b cfosf] lgwf{/0fsf nflu clVtof/ b'?kof]u cg';Gwfg cfof]u P]g,",
    'र त्यसबाट भएको खुद आयको निर्धारणका लागि अख्तियार दुरुपयोग अनुसन्धान आयोग ऐन,',
  ],
  [
    "@)$* sf] bkmf @! cg';f/ ljz]if1 ;d]tsf] ;xof]u lnOPsf] eGg] s'/f cleof]ukqaf6 b]lvg cfpF5 .",
    '२०४८ को दफा २१ अनुसार विशेषज्ञ समेतको सहयोग लिइएको भन्ने कुरा अभियोगपत्रबाट देखिन आउँछ ।',
  ],
  [
    "cleof]ukqdf pNn]v ul/P cg';f/ To:tf] ljz]if1 ;]jf k|bfg ug]{ rf6{8{ PsfpG6]G6 ;'lg/s'df/ 9'+unn] k]z u/]sf] k|ltj]bgdf b]j]Gb| jfUn]sf] Joj;flos kmd{sf ?kdf /x]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] DoflUglkm;]06 6«feN; P08 6';{ k|f=ln=,",
    'अभियोगपत्रमा उल्लेख गरिए अनुसार त्यस्तो विशेषज्ञ सेवा प्रदान गर्ने चार्टर्ड एकाउन्टेन्ट सुनिरकुमार ढुंगलले पेश गरेको प्रतिवेदनमा देवेन्द्र वाग्लेको व्यवसायिक फर्मका रुपमा रहेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले म्याग्निफिसेण्ट ट्राभल्स एण्ड टुर्स प्रा.लि.,',
  ],
  [
    "lxdfn /]Ohg k|f=ln= / cNkfOg 6«feN; ;le{; k|f=ln=;Fu u/]sf] sf/f]af/nfO{ k|d'v ?kdf cfwf/ agfOPsf] b]lvG5 .",
    'हिमाल रेइजन प्रा.लि. र अल्पाइन ट्राभल्स सर्भिस प्रा.लि.सँग गरेको कारोबारलाई प्रमुख रुपमा आधार बनाइएको देखिन्छ ।',
  ],
  [
    'lgh b]j]Gb| jfUn]sf] Joj;fo / To;sf] sf/f]jf/ olsg ug]{ ;DaGwdf b]xfosf sfuhftx?sf] cWoog ul/Psf] egL k|ltj]bgdf ;"rL ;d]t k|:t\'t ul/Psf] 5 M',
    'निज देवेन्द्र वाग्लेको व्यवसाय र त्यसको कारोवार यकिन गर्ने सम्बन्धमा देहायका कागजातहरुको अध्ययन गरिएको भनी प्रतिवेदनमा सूची समेत प्रस्तुत गरिएको छ :',
  ],
  [
    "!= b]j]Gb| jfUn]n] k]z ug'{ ePsf] DoflUglkm;]G6 6«fen P08 6';{ k|f=ln=7d]n Pjd\\ lxdfn /]Ohg k|f=ln=-6«fen P08 6';{_ ;Fu g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln= n] u/]sf] sf/f]af/x?sf] lan ef}r/ tyf cGo sfuhftx? .",
    '१. देवेन्द्र वाग्लेले पेश गर्नु भएको म्याग्निफिसेन्ट ट्राभल एण्ड टुर्स प्रा.लि.ठमेल एवम् हिमाल रेइजन प्रा.लि.(ट्राभल एण्ड टुर्स) सँग नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि. ले गरेको कारोबारहरुको बिल भौचर तथा अन्य कागजातहरु ।',
  ],
  ["$= # g+= a'Fbf;Fu ;DalGwt lan ef}r/x? Pj+ vftfjxL .", '४. ३ नं. बुँदासँग सम्बन्धित बिल भौचरहरु एवं खातावही ।'],
  [
    "%= g]kfn lehg 6]«S; P08 PS;lkl8;g k|f=ln=n] cfkm\\gf] sf/f]af/ calwdf cfh{g u/]sf] ljb]zL d'b|fsf] ljj/0f ;DaGwL g]kfn /fi6« a}+s Pjd\\ ko{6g pBf]u dxfzfvfsf] clen]v .",
    '५. नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले आफ्नो कारोबार अबधिमा आर्जन गरेको विदेशी मुद्राको विवरण सम्बन्धी नेपाल राष्ट्र बैंक एवम् पर्यटन उद्योग महाशाखाको अभिलेख ।',
  ],
  [
    "&= g]kfn lehg 6]«S; P08 PS;lkl8;g k|f=ln=n] u/]sf] sf/f]af/ Pjd\\ cfh{g u/]sf] sldzg cfDbfgLsf] ;DalGwt DofUgLlkm;]G6 6«feN; P08 6';{ k|f=ln=",
    '७. नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले गरेको कारोबार एवम् आर्जन गरेको कमिशन आम्दानीको सम्बन्धित म्याग्नीफिसेन्ट ट्राभल्स एण्ड टुर्स प्रा.लि.',
  ],
  [
    "/ lxdfn /]Ohg k|f=ln=-6«fen P08 6';{_ n] pknAw u/fPsf] cflwsfl/s kq .",
    'र हिमाल रेइजन प्रा.लि.(ट्राभल एण्ड टुर्स) ले उपलब्ध गराएको आधिकारिक पत्र ।',
  ],
  [
    '*= g]kfn lehg 6]«S; P08 PS;lkl8;g k|f=ln=n] cNkfOg 6«fen ;le{; k|f=ln=b/af/dfu{;Fu qm]l86 sf8{ dfkm{t u/]sf] hDdf sf/f]af/ k|dfl0ft ug]{ cflwsfl/s kq .',
    '८. नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले अल्पाइन ट्राभल सर्भिस प्रा.लि.दरबारमार्गसँग क्रेडिट कार्ड मार्फत गरेको जम्मा कारोबार प्रमाणित गर्ने आधिकारिक पत्र ।',
  ],
  [
    "(= g]kfn lehg 6]«S; P08 PS;lkl8;g k|f=ln=n] ldlt @*.!@.!((* b]lv @&.!).@))) ;Dd hDdf &() ljb]zL ko{6sx?nfO{ kbofqfdf k7fPsf] ljj/0fsf] cWofudg ljefun] k|dfl0ft u/]sf] k|ltlnlkdf ljb]zL ko{6sx?n] kbofqf u/] jfkt >L % sf] ;/sf/nfO{ lt/]sf] cg'dlt z'Ns",
    '९. नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले मिति २८।१२।१९९८ देखि २७।१०।२००० सम्म जम्मा ७९० विदेशी पर्यटकहरुलाई पदयात्रामा पठाएको विवरणको अध्यागमन विभागले प्रमाणित गरेको प्रतिलिपिमा विदेशी पर्यटकहरुले पदयात्रा गरे वापत श्री ५ को सरकारलाई तिरेको अनुमति शुल्क',
  ],
  ['/ ;f]sf] lan g+= pNn]v ePsf] sfuhft .', 'र सोको बिल नं. उल्लेख भएको कागजात ।'],
  [
    '!) sDkgL /lhi6«f/sf] sfof{nodf sDkgL btf{ ubf{ g]kfn lehg 6]«S; P08 PS;lkl8;g k|f=ln=sf] z]o/ ;+/rgf',
    '१० कम्पनी रजिष्ट्रारको कार्यालयमा कम्पनी दर्ता गर्दा नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.को शेयर संरचना',
  ],
  ['/ z]o/ xf]N8/x?sf] z]o/ lx:;f sfod /x]sf] sfuhft .', 'र शेयर होल्डरहरुको शेयर हिस्सा कायम रहेको कागजात ।'],
  [
    "o;/L ljleGg sfuhftx?sf] cWoog, 5fgljg / cg';Gwfgsf] qmddf lgh b]j]Gb| jfUn] ;+nUg /x]sf] g]kfn lehgsf] Jofj;flos sf/f]jf/ olsg ug]{ l;nl;nfdf DoflUglkm;]G6 6«fen P08 6';{ k|f=ln=,",
    'यसरी विभिन्न कागजातहरुको अध्ययन, छानविन र अनुसन्धानको क्रममा निज देवेन्द्र वाग्ले संलग्न रहेको नेपाल भिजनको व्यावसायिक कारोवार यकिन गर्ने सिलसिलामा म्याग्निफिसेन्ट ट्राभल एण्ड टुर्स प्रा.लि.,',
  ],
  [
    'lxdfn /]Ohg k|f=ln= / cNkfOg 6«fen ;le{; k|f=ln=;Fusf] sf/f]jf/nfO{ g} cfwf/ agfOPsf] b]lvG5 .',
    'हिमाल रेइजन प्रा.लि. र अल्पाइन ट्राभल सर्भिस प्रा.लि.सँगको कारोवारलाई नै आधार बनाइएको देखिन्छ ।',
  ],
  [
    ';f] k|ltj]bgsf] k|s/0f -s_ df b]j]Gb| jfUn] ;+nUg /x]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] l6s]l6Ë sf/f]jf/df u/]sf] 6«fen Ph]G;L;Fusf] s"n sf/f]af/',
    'सो प्रतिवेदनको प्रकरण (क) मा देवेन्द्र वाग्ले संलग्न रहेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले टिकेटिङ्ग कारोवारमा गरेको ट्राभल एजेन्सीसँगको कूल कारोबार',
  ],
  [
    '/ k|s/0f -v_ df b]j]Gb| jfUn] ;+nUg /x]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] qm]l86 sf8{ dfkm{t cNkfOg 6«fen ;le{; k|f=ln=b/af/dfu{;Fu u/]sf] s"n sf/f]jf/sf af/]df pNn]v ul/Psf] kfOG5 .',
    'र प्रकरण (ख) मा देवेन्द्र वाग्ले संलग्न रहेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले क्रेडिट कार्ड मार्फत अल्पाइन ट्राभल सर्भिस प्रा.लि.दरबारमार्गसँग गरेको कूल कारोवारका बारेमा उल्लेख गरिएको पाइन्छ ।',
  ],
  [
    ';f] dWo] k|s/0f -s_ df g]kfn lehgn] u/]sf] l6s]l6Ë sf/f]af/',
    'सो मध्ये प्रकरण (क) मा नेपाल भिजनले गरेको टिकेटिङ्ग कारोबार',
  ],
  [
    "/ ;f] af6 ePsf] s\"n cfDbfgLsf] ljj/0f k|:t't ub}{ DoflUglkm;]G6 6«fen P08 6';{ k|f=ln=",
    'र सो बाट भएको कूल आम्दानीको विवरण प्रस्तुत गर्दै म्याग्निफिसेन्ट ट्राभल एण्ड टुर्स प्रा.लि.',
  ],
  [
    '/ lxdfn /]Ohg k|f=ln= ;Fusf] sf/f]af/nfO{ pNn]v ul/Psf] 5 .',
    'र हिमाल रेइजन प्रा.लि. सँगको कारोबारलाई उल्लेख गरिएको छ ।',
  ],
  [
    "k|ltj]bgdf DoflUglkm;]G6 6«fen P08 6';{ k|f=ln= 7d]n;Fusf] !((( gf]e]Da/ @& b]lv @))@ cS6f]a/ #) 56 ;Ddsf] sf/f]af/ egL ?=(%,#*,!$!.@) -cd]l/sL 8n/ !,)%,$##.(&",
    'प्रतिवेदनमा म्याग्निफिसेन्ट ट्राभल एण्ड टुर्स प्रा.लि. ठमेलसँगको १९९९ नोभेम्बर २७ देखि २००२ अक्टोबर ३० छट सम्मको कारोबार भनी रु.९५,३८,१४१।२० (अमेरिकी डलर १,०५,४३३।९७',
  ],
  [
    "/ g]kfnL d'b|f ?=!*,*^,&(* ;d]t_ sf] sf/f]af/ k|:t't ub}{ ;f] jfkt hDdf ?=!*,(^,&!!.$% sldzg cfDbfgL ePsf] Joxf]/f pNn]v ul/Psf] 5 .",
    'र नेपाली मुद्रा रु.१८,८६,७९८ समेत) को कारोबार प्रस्तुत गर्दै सो वापत जम्मा रु.१८,९६,७११।४५ कमिशन आम्दानी भएको व्यहोरा उल्लेख गरिएको छ ।',
  ],
  [
    "To;}u/L lxdfn /]Ohg k|f=ln= -6«fen P08 6';{_ 7d]n;Fusf] @))) cS6f]a/ !@ b]lv @))@ d] !( ;Ddsf] sf/f]af/ egL ?=!,)),)#,&)#.%% -cd]l/sL 8n/ !,@),@@^.*%",
    'त्यसैगरी हिमाल रेइजन प्रा.लि. (ट्राभल एण्ड टुर्स) ठमेलसँगको २००० अक्टोबर १२ देखि २००२ मे १९ सम्मको कारोबार भनी रु.१,००,०३,७०३।५५ (अमेरिकी डलर १,२०,२२६।८५',
  ],
  [
    "/ g]kfnL d'b|f ?=!@,&*,*$!.)% ;d]t_ sf] sf/f]af/ k|:t't ub}{ ;f] jfkt hDdf ?=!$,)),(!(.!# sldzg cfDbfgL ePsf] Joxf]/f pNn]v ul/Psf] 5 .",
    'र नेपाली मुद्रा रु.१२,७८,८४१।०५ समेत) को कारोबार प्रस्तुत गर्दै सो वापत जम्मा रु.१४,००,९१९।१३ कमिशन आम्दानी भएको व्यहोरा उल्लेख गरिएको छ ।',
  ],
  [
    'o;/L b\'a} 6«fen Ph]G;L;Fusf] s"n sf/f]af/ ?=!,(%,$!,*$$.&% e} ;f] jfkt hDdf ?=#@,(&,^#).%* sldzg cfDbfgL ePsf] eGg] tYo k|ltj]bgaf6 b]lvg cfPsf] 5 .',
    'यसरी दुबै ट्राभल एजेन्सीसँगको कूल कारोबार रु.१,९५,४१,८४४।७५ भै सो वापत जम्मा रु.३२,९७,६३०।५८ कमिशन आम्दानी भएको भन्ने तथ्य प्रतिवेदनबाट देखिन आएको छ ।',
  ],
  ["of] tYonfO{ k|ltj]bgsf] a'Fbf g+= @ n] klg k'i6L u/]sf] 5 .", 'यो तथ्यलाई प्रतिवेदनको बुँदा नं. २ ले पनि पुष्टी गरेको छ ।'],
  [
    "k|ltj]bgsf] a'Fbf g+= @ df ælgh b]j]Gb| jfUn]n] k]z u/]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] DoflUglkml;oG6 6«fen P08 6';{ k|f=ln=Pj+ lxdfn /]Ohg k|f=ln=-6«fen P08 6';{_ ;Fu u/]sf] l6s]l6Ë Joj;fo;Fu ;DalGwt clen]vx? ;f]xL clen]v;Fu ;DalGwt 6«fen Ph]G;Ldf uO{ hfFr ubf{ ;xL ePsf] kfOof]]Æ elgPaf6 g]kfn lehgn] tL 6«fen Ph]G;L;Fu u/]sf] l6s]l6Ë Joj;fo",
    'प्रतिवेदनको बुँदा नं. २ मा “निज देवेन्द्र वाग्लेले पेश गरेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले म्याग्निफिसियन्ट ट्राभल एण्ड टुर्स प्रा.लि.एवं हिमाल रेइजन प्रा.लि.(ट्राभल एण्ड टुर्स) सँग गरेको टिकेटिङ्ग व्यवसायसँग सम्बन्धित अभिलेखहरु सोही अभिलेखसँग सम्बन्धित ट्राभल एजेन्सीमा गई जाँच गर्दा सही भएको पाइयो” भनिएबाट नेपाल भिजनले ती ट्राभल एजेन्सीसँग गरेको टिकेटिङ्ग व्यवसाय',
  ],
  [
    "/ ;f] jfkt k|fKt ePsf] cfosf ;DaGwdf s'g} b'ljwfsf] l:ylt b]lvFb}g .",
    'र सो वापत प्राप्त भएको आयका सम्बन्धमा कुनै दुविधाको स्थिति देखिँदैन ।',
  ],
  ['To;nfO{ k|ltj]bgn] ;d]t dfGotf k|bfg u/]sf]', 'त्यसलाई प्रतिवेदनले समेत मान्यता प्रदान गरेको'],
  [
    "/ k|ltjfbL kIfaf6 ;k|df0f cGoyf bfjL lng g;s]sf] cj:yf x'Fbf To;df yk ljj]rgf ug'{ kg]{ cfjZostf b]lvPg .",
    'र प्रतिवादी पक्षबाट सप्रमाण अन्यथा दावी लिन नसकेको अवस्था हुँदा त्यसमा थप विवेचना गर्नु पर्ने आवश्यकता देखिएन ।',
  ],
  [
    ';fy} k|ltj]bgsf] k|s/0f -v_ df g]kfn lehgsf] 6]«lsË Joj;fo tkm{sf] sf/f]af/nfO{ lgh b]j]Gb| jfUn] ;+nUg /x]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] qm]l86 sf8{ dfkm{t cNkfOg 6«fen ;le{; k|f=ln=b/af/dfu{;Fu u/]sf] s"n sf/f]jf/ lzif{s cGtu{t k|:t\'t ul/Psf] 5 .',
    'साथै प्रतिवेदनको प्रकरण (ख) मा नेपाल भिजनको ट्रेकिङ्ग व्यवसाय तर्फको कारोबारलाई निज देवेन्द्र वाग्ले संलग्न रहेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले क्रेडिट कार्ड मार्फत अल्पाइन ट्राभल सर्भिस प्रा.लि.दरबारमार्गसँग गरेको कूल कारोवार शिर्षक अन्तर्गत प्रस्तुत गरिएको छ ।',
  ],
  [
    ";f] cg';f/ cNkfOg 6«fen ;le{;n] u/]sf] s\"n e'QmfgL egL cd]l/sL 8n/ $,@(,#)&.(# / g]kfnL d'b|f ?=&^,!#,%!%.)! pNn]v ul/Psf] 5 .",
    'सो अनुसार अल्पाइन ट्राभल सर्भिसले गरेको कूल भुक्तानी भनी अमेरिकी डलर ४,२९,३०७।९३ र नेपाली मुद्रा रु.७६,१३,५१५।०१ उल्लेख गरिएको छ ।',
  ],
  [
    ";f]xL /sdsf] lj:t[t ljj/0f k|:t't ub}{ tflnsfdf g]kfn lehgsf] cg'/f]wdf cGo 6«fen Ph]G;L,",
    'सोही रकमको विस्तृत विवरण प्रस्तुत गर्दै तालिकामा नेपाल भिजनको अनुरोधमा अन्य ट्राभल एजेन्सी,',
  ],
  ["xf]6n cflbnfO{ uPsf] e'QmfgL egL cd]l/sL 8n/ #,!%,#(&.!%", 'होटल आदिलाई गएको भुक्तानी भनी अमेरिकी डलर ३,१५,३९७।१५'],
  ["/ g]kfnL d'b|f ?=^,(%,%(*.&* pNn]v ul/Psf] 5 .", 'र नेपाली मुद्रा रु.६,९५,५९८।७८ उल्लेख गरिएको छ ।'],
  [
    "To;}u/L g]kfn lehg cfkm}+n] e'QmfgL k|fKt u/]sf] /sd egL cd]l/sL 8n/ !,!#,(!).&* / g]kfnL d'b|f ?=^(,!&,(^!.@# pNn]v ul/Psf] 5 .",
    'त्यसैगरी नेपाल भिजन आफैंले भुक्तानी प्राप्त गरेको रकम भनी अमेरिकी डलर १,१३,९१०।७८ र नेपाली मुद्रा रु.६९,१७,९६१।२३ उल्लेख गरिएको छ ।',
  ],
  ["o;/L g]kfn lehgsf] cg'/f]wdf e'QmfgL ePsf] elgPsf]", 'यसरी नेपाल भिजनको अनुरोधमा भुक्तानी भएको भनिएको'],
  [
    "/ g]kfn lehgn] k|fKt u/]sf] elgPsf] 57 /sdsf] of]u g} cNkfOg 6«fen ;le{;n] u/]sf] s\"n e'QmfgLdf g]kfn lehgsf] ;+nUgtf /x]sf] sf/f]af/ xf] eGg] tYonfO{ :jLsfg'{ kg]{ x'G5 .",
    'र नेपाल भिजनले प्राप्त गरेको भनिएको छठ रकमको योग नै अल्पाइन ट्राभल सर्भिसले गरेको कूल भुक्तानीमा नेपाल भिजनको संलग्नता रहेको कारोबार हो भन्ने तथ्यलाई स्वीकार्नु पर्ने हुन्छ ।',
  ],
  [
    "plNnlvt tYoaf6 cNkfOg 6«fen ;le{;n] u/]sf] s\"n e'QmfgL eGg' g} g]kfn lehg :jo+n] k|fKt u/]sf]",
    'उल्लिखित तथ्यबाट अल्पाइन ट्राभल सर्भिसले गरेको कूल भुक्तानी भन्नु नै नेपाल भिजन स्वयंले प्राप्त गरेको',
  ],
  [
    "/ g]kfn lehgsf] cg'/f]wdf e'QmfgL ePsf] /sd xf] eGg] b]lvG5 .",
    'र नेपाल भिजनको अनुरोधमा भुक्तानी भएको रकम हो भन्ने देखिन्छ ।',
  ],
  [
    'h;af6 cNkfOg 6«fen ;le{;n] u/]sf] s"n e\'QmfgL lgh b]j]Gb| jfUn] ;+nUg /x]sf] g]kfn lehgn] cNkfOg 6«fen ;le{;;Fu u/]sf] s"n sf/f]af/;Fu ;DalGwt /x]sf] eGg] tYo :yflkt x\'g cfpF5 .',
    'जसबाट अल्पाइन ट्राभल सर्भिसले गरेको कूल भुक्तानी निज देवेन्द्र वाग्ले संलग्न रहेको नेपाल भिजनले अल्पाइन ट्राभल सर्भिससँग गरेको कूल कारोबारसँग सम्बन्धित रहेको भन्ने तथ्य स्थापित हुन आउँछ ।',
  ],
  ["of] tYonfO{ k|ltj]bgsf] a'Fbf g+= # n] klg k'i6L ub{5 .", 'यो तथ्यलाई प्रतिवेदनको बुँदा नं. ३ ले पनि पुष्टी गर्दछ ।'],
  [
    'h;df ælgh b]j]Gb| jfUn]n] k]z u/]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] cNkfOg 6«fen ;le{; k|f=ln=b/af/dfu{;Fu qm]l86 sf8{ dfkm{t u/]sf] s"n sf/f]af/sf] ljj/0f ;DalGwt clen]vx? ;DalGwt cNkfOg 6«fen ;le{; k|f=ln=df g} uO{ hfFr ubf{ ;xL ePsf] kfOof] .',
    'जसमा “निज देवेन्द्र वाग्लेले पेश गरेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले अल्पाइन ट्राभल सर्भिस प्रा.लि.दरबारमार्गसँग क्रेडिट कार्ड मार्फत गरेको कूल कारोबारको विवरण सम्बन्धित अभिलेखहरु सम्बन्धित अल्पाइन ट्राभल सर्भिस प्रा.लि.मा नै गई जाँच गर्दा सही भएको पाइयो ।',
  ],
  [
    'o;}u/L pQm 6«fen ;le{;df /x]sf] g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=;Fu ;DalGwt ef}r/x?sf] cWoog ubf{ ;f] 6«fen ;le{;df /x]sf] s"n sf/f]af/ dWo] clwsf+z /sdsf] e\'QmfgL cGo 6«fen Ph]G;L,',
    'यसैगरी उक्त ट्राभल सर्भिसमा रहेको नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.सँग सम्बन्धित भौचरहरुको अध्ययन गर्दा सो ट्राभल सर्भिसमा रहेको कूल कारोबार मध्ये अधिकांश रकमको भुक्तानी अन्य ट्राभल एजेन्सी,',
  ],
  ['xf]6n cflbnfO{ ePsf] kfOof]Æ elgPsf] 5 .', 'होटल आदिलाई भएको पाइयो” भनिएको छ ।'],
  [
    "o;sf ;fy} a'Fbf g+= # df cNkfOg 6«fen ;le{;;Fu g]kfn lehgn] s\"n sf/f]af/x? Pj+ e'QmfgLsf] ljj/0f egL k|:t't ul/Psf] tflnsfdf klg hDdf sf/f]af/ /sd ?=#,*&,^*,$#^.$* g} pNn]v ul/Psf] 5 .",
    'यसका साथै बुँदा नं. ३ मा अल्पाइन ट्राभल सर्भिससँग नेपाल भिजनले कूल कारोबारहरु एवं भुक्तानीको विवरण भनी प्रस्तुत गरिएको तालिकामा पनि जम्मा कारोबार रकम रु.३,८७,६८,४३६।४८ नै उल्लेख गरिएको छ ।',
  ],
  [
    "o; afx]s k|ltj]bg k|:t'tstf{ ;'lg/s'df/ 9'+u]nn] ljz]if cbfnt;dIf u/]sf] askqsf] ;=h=!& df ækbofqf u/fpFbf k|fKt x'g] /sd qm]l86 sf8{ dfkm{t k|fKt x'g] u/]sf] k|df0f sfuhftx?af6 b]lvg cfPsf],",
    'यस बाहेक प्रतिवेदन प्रस्तुतकर्ता सुनिरकुमार ढुंगेलले विशेष अदालतसमक्ष गरेको बकपत्रको स.ज.१७ मा “पदयात्रा गराउँदा प्राप्त हुने रकम क्रेडिट कार्ड मार्फत प्राप्त हुने गरेको प्रमाण कागजातहरुबाट देखिन आएको,',
  ],
  [
    'ljb]zL ko{6sx?nfO{ kbofqf u/fPsf] ;dofalw tyf cNkfOg 6«fen ;le{;;Fusf] sf/f]af/sf] ;dofalw ldNg cfPsf]',
    'विदेशी पर्यटकहरुलाई पदयात्रा गराएको समयाबधि तथा अल्पाइन ट्राभल सर्भिससँगको कारोबारको समयाबधि मिल्न आएको',
  ],
  [
    "/ ;f] PS;lkl8;gn] kbofqf u/fO{ cfh{g u/]sf] cfo lgwf{/0f ubf{ cNkfOg 6«fen ;le{;;Fusf] sf/f]af/nfO{ cfwf/ dflgPsf]Æ egL pNn]v u/]af6 klg cNkfOg 6«fen ;le{;af6 g]kfn lehgs} gfddf ePsf] e'QmfgL",
    'र सो एक्सपिडिसनले पदयात्रा गराई आर्जन गरेको आय निर्धारण गर्दा अल्पाइन ट्राभल सर्भिससँगको कारोबारलाई आधार मानिएको” भनी उल्लेख गरेबाट पनि अल्पाइन ट्राभल सर्भिसबाट नेपाल भिजनकै नाममा भएको भुक्तानी',
  ],
  ["/ g]kfn lehgsf] cg'/f]wdf cGo 6«fen Ph]G;L,", 'र नेपाल भिजनको अनुरोधमा अन्य ट्राभल एजेन्सी,'],
  [
    "xf]6nx?nfO{ ePsf] e'QmfgL b'a} g]kfn lehg;Fu ;DalGwt sf/f]af/ xf] eGg] tYosf] k'gk'{i6L ePsf] 5 .",
    'होटलहरुलाई भएको भुक्तानी दुबै नेपाल भिजनसँग सम्बन्धित कारोबार हो भन्ने तथ्यको पुनर्पुष्टी भएको छ ।',
  ],
  [
    "g]kfn lehgn] ko{6g tyf gful/s p•og dGqfno cGtu{tsf] ko{6g pBf]u 58 dxfzfvfdf cfalws ?kdf -^÷^ dlxgfdf_ k]z u/]sf] ljj/0f cg';f/ ;f] k|f=ln=n] hDdf @&#* hgf ko{6snfO{ ;]jf k'¥ofPsf] eGg] b]lvG5 .",
    'नेपाल भिजनले पर्यटन तथा नागरिक उड्डयन मन्त्रालय अन्तर्गतको पर्यटन उद्योग छड महाशाखामा आबधिक रुपमा (६/६ महिनामा) पेश गरेको विवरण अनुसार सो प्रा.लि.ले जम्मा २७३८ जना पर्यटकलाई सेवा पुऱ्याएको भन्ने देखिन्छ ।',
  ],
  ['lgoldt ?kdf k]z ul/Psf] ;f] ljj/0fdf klg 6]«lsË,', 'नियमित रुपमा पेश गरिएको सो विवरणमा पनि ट्रेकिङ्ग,'],
  [
    '¥oflkm\\6Ë, h+un ;kmf/L, l6s]l6Ë, b[Zofjnf]sg nufotsf Joj;flos lqmofsnfkdf ;+nUg /x]sf] eGg] b]lvPsf] 5 .',
    'ऱ्याफ्टिङ्ग, जंगल सफारी, टिकेटिङ्ग, दृश्यावलोकन लगायतका व्यवसायिक क्रियाकलापमा संलग्न रहेको भन्ने देखिएको छ ।',
  ],
  [
    ";'lg/s'df/ 9'+u]nsf] k|ltj]bg;fy ;+nUg ul/Psf g]kfn lehgsf] cNkfOg 6«fen ;le{;;Fusf] sf/f]af/ laa/0fdf klg ljleGg 6«fen Ph]G;Lx?,",
    'सुनिरकुमार ढुंगेलको प्रतिवेदनसाथ संलग्न गरिएका नेपाल भिजनको अल्पाइन ट्राभल सर्भिससँगको कारोबार बिबरणमा पनि विभिन्न ट्राभल एजेन्सीहरु,',
  ],
  ['Po/nfOG;, nh, xf]6n, l/;f]6{, l/e/ P8\\e]Gr/,', 'एयरलाइन्स, लज, होटल, रिसोर्ट, रिभर एड्भेन्चर,'],
  [
    "jfON8 nfOkm SofDk ;d]tnfO{ ePsf] e'QmfgLsf] ljj/0f ;d]t ;dfj]z ePsf] b]lvPsf] x'Fbf g]kfn lehgn] ;flwsf/ lgsfo ;dIf k]z u/]sf] cfalws ljj/0f",
    'वाइल्ड लाइफ क्याम्प समेतलाई भएको भुक्तानीको विवरण समेत समावेश भएको देखिएको हुँदा नेपाल भिजनले साधिकार निकाय समक्ष पेश गरेको आबधिक विवरण',
  ],
  [
    "/ ljz]if1sf] k|ltj]bgdf ;+nUg sfuhftx?sf aLrdf tfbfDotf sfod x'g k'u]sf] 5 .",
    'र विशेषज्ञको प्रतिवेदनमा संलग्न कागजातहरुका बीचमा तादाम्यता कायम हुन पुगेको छ ।',
  ],
  [
    "o;af6 klg pQm k|ltj]bgdf cNkfOg 6«fen ;le{; dfkm{t ePsf] g]kfn lehgsf] sf/f]af/sf] ljifo :ki6 x'G5 .",
    'यसबाट पनि उक्त प्रतिवेदनमा अल्पाइन ट्राभल सर्भिस मार्फत भएको नेपाल भिजनको कारोबारको विषय स्पष्ट हुन्छ ।',
  ],
  [
    "o; ;DaGwdf :jfefljs ?kdf ug{ ;lsg] ts{ s] klg x'g ;S5 eg] olb g]kfn lehgsf] cg'/f]wdf cGo 6«fen Ph]G;L",
    'यस सम्बन्धमा स्वाभाविक रुपमा गर्न सकिने तर्क के पनि हुन सक्छ भने यदि नेपाल भिजनको अनुरोधमा अन्य ट्राभल एजेन्सी',
  ],
  [
    "/ xf]6nx?nfO{ ePsf] e'QmfgL g]kfn lehgsf] sf/f]af/ gePsf] eP To;/L ePsf] e'QmfgLnfO{ cNkfOg 6«fen ;le{;n] g]kfn lehgaf6 kfpg' kg]{ egL s}lkmot hgfPsf] x'g'kYof]{ .",
    'र होटलहरुलाई भएको भुक्तानी नेपाल भिजनको कारोबार नभएको भए त्यसरी भएको भुक्तानीलाई अल्पाइन ट्राभल सर्भिसले नेपाल भिजनबाट पाउनु पर्ने भनी कैफियत जनाएको हुनुपर्थ्यो ।',
  ],
  [
    "t/ cNkfOg 6«fen ;le{;n] clVtof/ b'?kof]u cg';Gwfg cfof]unfO{ sflt{s @!,",
    'तर अल्पाइन ट्राभल सर्भिसले अख्तियार दुरुपयोग अनुसन्धान आयोगलाई कार्तिक २१,',
  ],
  [
    "@)%( df pknAw u/fPsf] kqdf To;/L s}lkmot hgfOPsf] jf g]kfn lehgaf6 kfpg' kg]{ egL pNn]v ul/Psf] b]lvFb}g .",
    '२०५९ मा उपलब्ध गराएको पत्रमा त्यसरी कैफियत जनाइएको वा नेपाल भिजनबाट पाउनु पर्ने भनी उल्लेख गरिएको देखिँदैन ।',
  ],
  [
    "olb g]kfn lehg;Fu cNkfOg 6«fensf] sf/f]af/ gx'Fbf] xf] t s]an cg'/f]ws} e/df Tolt 7\"nf] /sd cGo ;+:yfx?nfO{ e'QmfgL ug]{ cj:yf klg cfpFb}g .",
    'यदि नेपाल भिजनसँग अल्पाइन ट्राभलको कारोबार नहुँदो हो त केबल अनुरोधकै भरमा त्यति ठूलो रकम अन्य संस्थाहरुलाई भुक्तानी गर्ने अवस्था पनि आउँदैन ।',
  ],
  [
    "g]kfn lehgn] cg'/f]w ug]{ / cNkfOg 6«fen ;le{;n] e'QmfgL lbg] lqmofn] g} tL b'O{ ;+:yfaLrsf] sf/f]af/nfO{ b]vfpF5 .",
    'नेपाल भिजनले अनुरोध गर्ने र अल्पाइन ट्राभल सर्भिसले भुक्तानी दिने क्रियाले नै ती दुई संस्थाबीचको कारोबारलाई देखाउँछ ।',
  ],
  [
    "dfly ul/Psf] ljZn]if0faf6 g]kfn lehgsf] cg'/f]wdf cNkfOg 6«fen ;le{; dfkm{t cGo 6«fen Ph]G;L",
    'माथि गरिएको विश्लेषणबाट नेपाल भिजनको अनुरोधमा अल्पाइन ट्राभल सर्भिस मार्फत अन्य ट्राभल एजेन्सी',
  ],
  [
    "/ xf]6nx?nfO{ e'QmfgL uPsf] /sdnfO{ g]kfn lehgn] cfo k|fKt ug]{ sf/f]jf/ dfGg g;lsg] eGg] xb;Ddsf] k|ltj]bgsf] lgisif{;Fu ;xdt x'g ;lsg] cj:yf b]lvg cfPg .",
    'र होटलहरुलाई भुक्तानी गएको रकमलाई नेपाल भिजनले आय प्राप्त गर्ने कारोवार मान्न नसकिने भन्ने हदसम्मको प्रतिवेदनको निष्कर्षसँग सहमत हुन सकिने अवस्था देखिन आएन ।',
  ],
  [
    'k|ltj]bgdf k6s k6s cNkfOg 6«fen ;le{;;Fusf] sf/f]af/nfO{ g]kfn lehgsf] s"n sf/f]af/ egL cleJoQm ul/Psf] :jsyg',
    'प्रतिवेदनमा पटक पटक अल्पाइन ट्राभल सर्भिससँगको कारोबारलाई नेपाल भिजनको कूल कारोबार भनी अभिव्यक्त गरिएको स्वकथन',
  ],
  ["/ v'b cfo lgwf{/0f ug]{ l;nl;nfdf cGo 6«fen Ph]G;L", 'र खुद आय निर्धारण गर्ने सिलसिलामा अन्य ट्राभल एजेन्सी'],
  [
    '/ xf]6nx?nfO{ 59 e\'QmfgL ePsf] /sdnfO{ afx]s ug]{ lqmof cfkm}+df la/f]wfefifk"0f{ b]lvg cfof] .',
    'र होटलहरुलाई छढ भुक्तानी भएको रकमलाई बाहेक गर्ने क्रिया आफैंमा बिरोधाभाषपूर्ण देखिन आयो ।',
  ],
  [
    "t;y{ ;'lg/s'df/ 9'+u]nåf/f k|:t't k|ltj]bg / lghsf] askq ;d]tsf cfwf/df x]bf{ k|ltj]bgdf pNn]v ul/Psf] g]kfn lehgsf] cg'/f]wdf cNkfOg 6«fen ;le{; dfkm{t cGo xf]6nx?nfO{ uPsf] e'QmfgL tyf g]kfn lehgn] cNkfOg 6«fen ;le{; dfkm{t k|fKt u/]sf] e'QmfgL ;d]tsf] s\"n /sd ?=#,*&,^*,$#^.$* -cd]l/sL 8n/– $,@(,#)&.(#",
    'तसर्थ सुनिरकुमार ढुंगेलद्वारा प्रस्तुत प्रतिवेदन र निजको बकपत्र समेतका आधारमा हेर्दा प्रतिवेदनमा उल्लेख गरिएको नेपाल भिजनको अनुरोधमा अल्पाइन ट्राभल सर्भिस मार्फत अन्य होटलहरुलाई गएको भुक्तानी तथा नेपाल भिजनले अल्पाइन ट्राभल सर्भिस मार्फत प्राप्त गरेको भुक्तानी समेतको कूल रकम रु.३,८७,६८,४३६।४८ (अमेरिकी डलर– ४,२९,३०७।९३',
  ],
  [
    "/ g]kfnL d'b|f ?=&^,!#,%!%.)! ;d]t_ g]kfn lehgsf] sf/f]af/ cGtu{t g} kg]{ b]lvof] .",
    'र नेपाली मुद्रा रु.७६,१३,५१५।०१ समेत) नेपाल भिजनको कारोबार अन्तर्गत नै पर्ने देखियो ।',
  ],
  [
    "plNnlvt l6s]l6Ë / 6]«lsË sf/f]af/af6 lgh b]j]Gb| jfUn]sf] v'b cfo sfod ug]{ ;Gbe{df ljrf/ ubf{ ;'lg/s'df/ 9'+u]nsf] k|ltj]bgdf l6s]l6Ë sf/f]af/af6 g]kfn lehgnfO{ k|fKt ePsf] sldzg",
    'उल्लिखित टिकेटिङ्ग र ट्रेकिङ्ग कारोबारबाट निज देवेन्द्र वाग्लेको खुद आय कायम गर्ने सन्दर्भमा विचार गर्दा सुनिरकुमार ढुंगेलको प्रतिवेदनमा टिकेटिङ्ग कारोबारबाट नेपाल भिजनलाई प्राप्त भएको कमिशन',
  ],
  [
    "/ / 6]«lsË sf/f]af/af6 x'g] cfDbfgLsf ;DaGwdf km/s km/s dfkb08 lgwf{/0f ul/Psf] b]lvG5 .",
    'र र ट्रेकिङ्ग कारोबारबाट हुने आम्दानीका सम्बन्धमा फरक फरक मापदण्ड निर्धारण गरिएको देखिन्छ ।',
  ],
  [
    "h; cg';f/ l6s]l6Ë Joj;foaf6 k|fKt ePsf] sldzg ?=#@,(&,^#).%* dWo] Jofj;flos k|lti7fgdf sfof{no ;~rfng vr{ jfkt ;fdfGotof !) k|ltzt vr{ x'g] dfGotfnfO{ u|x0f u/L !) k|ltzt vr{ s6fO{ v'b cfo sfod ul/Psf] 5 .",
    'जस अनुसार टिकेटिङ्ग व्यवसायबाट प्राप्त भएको कमिशन रु.३२,९७,६३०।५८ मध्ये व्यावसायिक प्रतिष्ठानमा कार्यालय सञ्चालन खर्च वापत सामान्यतया १० प्रतिशत खर्च हुने मान्यतालाई ग्रहण गरी १० प्रतिशत खर्च कटाई खुद आय कायम गरिएको छ ।',
  ],
  [
    "To;}u/L 6]«]lsË Joj;fotkm{sf] cfo sfod ug]{ ;DaGwdf lgh b]j]Gb| jfUn]sf] jofg Joxf]/f p4[t ub}{ o; k|sf/sf] Joj;fodf ;fwf/0ftof @% b]lv #) k|ltzt;Dd gfkmf x'g] eGg] cfwf/df #) k|ltztsf] dfkb08 lgwf{/0f u/]sf] b]lvG5 .",
    'त्यसैगरी ट्रेकिङ्ग व्यवसायतर्फको आय कायम गर्ने सम्बन्धमा निज देवेन्द्र वाग्लेको वयान व्यहोरा उद्धृत गर्दै यस प्रकारको व्यवसायमा साधारणतया २५ देखि ३० प्रतिशतसम्म नाफा हुने भन्ने आधारमा ३० प्रतिशतको मापदण्ड निर्धारण गरेको देखिन्छ ।',
  ],
  [
    "t/ lgh b]j]Gb| jfUn]n] cg';Gwfg clwsf/L;dIf jofg ubf{ cNkfOg 6«fen ;le{;;Fu qm]l86 sf8{ dfkm{t sf/f]af/ ubf{ @% b]lv $) k|ltzt;Dd gfkmf x'g] Joxf]/f -;=h=#&_ pNn]v u/]sf 5g\\ eg] ljz]if cbfnt;dIf u/]sf] jofgdf 6«]lsË Joj;fodf ## k|ltzt gfkmf x'g] -;=h= %_ atfPsf 5g\\ .",
    'तर निज देवेन्द्र वाग्लेले अनुसन्धान अधिकारीसमक्ष वयान गर्दा अल्पाइन ट्राभल सर्भिससँग क्रेडिट कार्ड मार्फत कारोबार गर्दा २५ देखि ४० प्रतिशतसम्म नाफा हुने व्यहोरा (स.ज.३७) उल्लेख गरेका छन् भने विशेष अदालतसमक्ष गरेको वयानमा ट्रेकिङ्ग व्यवसायमा ३३ प्रतिशत नाफा हुने (स.ज. ५) बताएका छन् ।',
  ],
  [
    "To;/L k|ltjfbL b]j]Gb| jfUn]n] jofgsf qmddf pNn]v u/]sf] @% b]lv $) k|ltztsf] cf};t #@=% k|ltzt x'g cfpg]",
    'त्यसरी प्रतिवादी देवेन्द्र वाग्लेले वयानका क्रममा उल्लेख गरेको २५ देखि ४० प्रतिशतको औसत ३२.५ प्रतिशत हुन आउने',
  ],
  [
    "/ lghn] ## k|ltzt gfkmf x'g] ;Gbe{ ;d]t p7fPsf] eGg] ;d]tsf cfwf/df ljz]if cbfntaf6 ## k|ltztnfO{ dfkb08 sfod u/]sf] b]lvFbf ;f] dfkb08 Gofof]lrt g} b]lvg cfpF5 .",
    'र निजले ३३ प्रतिशत नाफा हुने सन्दर्भ समेत उठाएको भन्ने समेतका आधारमा विशेष अदालतबाट ३३ प्रतिशतलाई मापदण्ड कायम गरेको देखिँदा सो मापदण्ड न्यायोचित नै देखिन आउँछ ।',
  ],
  [
    "o;/L g]kfn lehgsf] s\"n sf/f]af/ / To;df x'g] gfkmf olsg ePsf] cj:yfdf ;f] ;+:yfdf lgh b]j]Gb| jfUn]sf] *) k|ltzt z]o/ lx:;f /x]sf] x'Fbf ;f]xL cfwf/df lgh b]j]Gb| jfUn]n] cfkm\\gf] Joj;foaf6 cfh{g u/]sf] v'b cfo lgwf{/0f ug'{ kg]{ ePsfn] ;f] ;d]tsf] 60 lx;fj ubf{ b]xfosf] tYof+s b]lvg cfpF5 M",
    'यसरी नेपाल भिजनको कूल कारोबार र त्यसमा हुने नाफा यकिन भएको अवस्थामा सो संस्थामा निज देवेन्द्र वाग्लेको ८० प्रतिशत शेयर हिस्सा रहेको हुँदा सोही आधारमा निज देवेन्द्र वाग्लेले आफ्नो व्यवसायबाट आर्जन गरेको खुद आय निर्धारण गर्नु पर्ने भएकाले सो समेतको टण् हिसाव गर्दा देहायको तथ्यांक देखिन आउँछ :',
  ],
  [
    "plNnlvt tflnsfsf cfwf/df lgh b]j]Gb| jfUn] ;+nUg /x]sf] Joj;foaf6 lghn] cfh{g u/]sf] v'b cfo /sd ?=!,@^,)(,!^!.@^ b]lvg cfof] .",
    'उल्लिखित तालिकाका आधारमा निज देवेन्द्र वाग्ले संलग्न रहेको व्यवसायबाट निजले आर्जन गरेको खुद आय रकम रु.१,२६,०९,१६१।२६ देखिन आयो ।',
  ],
  ["o;} ;Gbe{df lgh b]j]Gb| jfUn]n] o; cbfntdf k'g/fj]bg ubf{", 'यसै सन्दर्भमा निज देवेन्द्र वाग्लेले यस अदालतमा पुनरावेदन गर्दा'],
  [
    "/ k|:t't d'2fsf] ;'g'jfOsf l;nl;nfdf lgh tkm{sf sfg\"g Joj;foLx?n] jx; ubf{ ;d]t Gofof]lrt cg'dfgsf cfwf/df cfkm\\gf] cfo lgwf{/0f ul/g' kg]{ eGg] lhsL/ k|:t't u/]sf] kfOG5 .",
    'र प्रस्तुत मुद्दाको सुनुवाइका सिलसिलामा निज तर्फका कानून व्यवसायीहरुले वहस गर्दा समेत न्यायोचित अनुमानका आधारमा आफ्नो आय निर्धारण गरिनु पर्ने भन्ने जिकीर प्रस्तुत गरेको पाइन्छ ।',
  ],
  [
    "t/ Gofof]lrt cg'dfg klg z\"Gotfsf] pkh geO{ To;nfO{ s'g} g s'g} tYon] ;dy{g u/]s} x'g' kb{5 .",
    'तर न्यायोचित अनुमान पनि शून्यताको उपज नभई त्यसलाई कुनै न कुनै तथ्यले समर्थन गरेकै हुनु पर्दछ ।',
  ],
  [
    "g]kfn lehgaf6 ;]jf k|bfg ul/Psf ko{6sx?sf] ;+VofTds ljj/0fsf ;DaGwdf k|ltjfbL kIfaf6 km/s km/s bfjL k|:t't ul/Psf]",
    'नेपाल भिजनबाट सेवा प्रदान गरिएका पर्यटकहरुको संख्यात्मक विवरणका सम्बन्धमा प्रतिवादी पक्षबाट फरक फरक दावी प्रस्तुत गरिएको',
  ],
  [
    "/ To;af6 s] slt cfDbfgL eof] eGg] ;DaGwdf klg tYok/s 9+un] ljj/0f pknAw u/fpg g;s]sf] cj:yfdf k'g/fj]bg lhsL/",
    'र त्यसबाट के कति आम्दानी भयो भन्ने सम्बन्धमा पनि तथ्यपरक ढंगले विवरण उपलब्ध गराउन नसकेको अवस्थामा पुनरावेदन जिकीर',
  ],
  [
    "/ jx; lhsL/s} e/df cg'dfg u/L cfo lglZrt ug{ ;lsg] x'Fb}g .",
    'र वहस जिकीरकै भरमा अनुमान गरी आय निश्चित गर्न सकिने हुँदैन ।',
  ],
  [
    ";'lg/s'df/ 9'+u]nsf] k|ltj]bgdf klg lgh b]j]Gb| jfUn]n] ;+rfng u/]sf] 6]«lsË Joj;fo / ;f] ;Da4 l6s]l6Ë Joj;fo ;d]tnfO{ ;d]6]sf] b]lvG5 .",
    'सुनिरकुमार ढुंगेलको प्रतिवेदनमा पनि निज देवेन्द्र वाग्लेले संचालन गरेको ट्रेकिङ्ग व्यवसाय र सो सम्बद्ध टिकेटिङ्ग व्यवसाय समेतलाई समेटेको देखिन्छ ।',
  ],
  [
    'hxfF;Dd l6s]l6Ë Joj;fo cGtu{t cGo 6«fen Ph]G;Lx?;Fu klg sf/f]af/ ePsf] eGg] lhsL/sf] ;Gbe{ 5,',
    'जहाँसम्म टिकेटिङ्ग व्यवसाय अन्तर्गत अन्य ट्राभल एजेन्सीहरुसँग पनि कारोबार भएको भन्ने जिकीरको सन्दर्भ छ,',
  ],
  [
    'lgh :jo+n] k]z u/]sf] sfuhft tyf lan e/kfO{ ;d]tsf cfwf/df ;DalGwt 6«fen Ph]G;Ldf uO{ hfFr ;d]t u/L DoflUglkm;]G6 6«fen',
    'निज स्वयंले पेश गरेको कागजात तथा बिल भरपाई समेतका आधारमा सम्बन्धित ट्राभल एजेन्सीमा गई जाँच समेत गरी म्याग्निफिसेन्ट ट्राभल',
  ],
  [
    "/ lxdfn /]Ohg;Fusf] sf/f]jf/ olsg ul/Psf] eGg] s= DoflUglkm;]G6 6«fen P08 6';{ k|f=ln=",
    'र हिमाल रेइजनसँगको कारोवार यकिन गरिएको भन्ने क. म्याग्निफिसेन्ट ट्राभल एण्ड टुर्स प्रा.लि.',
  ],
  [
    "/ lxdfn /]Ohg k|f=ln= ;Fu g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] u/]sf] sf/f]jf/af6 k|fKt sldzg /sd ?= #@,(&,^#).%* ;f] /sddf sfof{no ;~rfng vr{ jfktsf] !) k|ltztsf b/n] x'g cfpg] ?=#,@(,&^#.)% s6fpFbf x'g] v'b cfDbfgL /sd ?= @(,^&,*^&.%# v= cNkfOg 6«fen ;le{; k|f=ln= ;Fu g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=n] u/]sf] s\"n sf/f]jf/ /sd ?=#,*&,^*,$#^.$* ;f] sf] ## k|ltztn] x'g cfpg] gfkmf /sd ?=!,@&,(#,%*$.)$ u= v08 s",
    'र हिमाल रेइजन प्रा.लि. सँग नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले गरेको कारोवारबाट प्राप्त कमिशन रकम रु. ३२,९७,६३०।५८ सो रकममा कार्यालय सञ्चालन खर्च वापतको १० प्रतिशतका दरले हुन आउने रु.३,२९,७६३।०५ कटाउँदा हुने खुद आम्दानी रकम रु. २९,६७,८६७।५३ ख. अल्पाइन ट्राभल सर्भिस प्रा.लि. सँग नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.ले गरेको कूल कारोवार रकम रु.३,८७,६८,४३६।४८ सो को ३३ प्रतिशतले हुन आउने नाफा रकम रु.१,२७,९३,५८४।०४ ग. खण्ड क',
  ],
  [
    "/ v sf cfwf/df g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=sf] v'b cfDbfgL -?=@(,^&,*^&.%#–?=!,@&,(#,%*$.)$_ ?= !,%&,^!,$%!.%& 3= g]kfn lehg 6«]S; P08 PS;lkl8;g k|f=ln=df b]j]Gb| jfUn]sf] z]o/ lx:;f *) k|ltzt /x]sf] x'Fbf v08 u cg';f/sf] /sdsf] *) k|ltztn] x'g cfpg] /sd ?= !,@^,)(,!^!.@^ 61 Joxf]/f k|ltj]bgdf ;d]t pNn]v ul/Psf] 5 .",
    'र ख का आधारमा नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.को खुद आम्दानी (रु.२९,६७,८६७।५३–रु.१,२७,९३,५८४।०४) रु. १,५७,६१,४५१।५७ घ. नेपाल भिजन ट्रेक्स एण्ड एक्सपिडिसन प्रा.लि.मा देवेन्द्र वाग्लेको शेयर हिस्सा ८० प्रतिशत रहेको हुँदा खण्ड ग अनुसारको रकमको ८० प्रतिशतले हुन आउने रकम रु. १,२६,०९,१६१।२६ टज्ञ व्यहोरा प्रतिवेदनमा समेत उल्लेख गरिएको छ ।',
  ],
  [
    "To;afx]ssf s'g s'g 6«fen Ph]G;L;Fu s] slt sf/f]af/ ePsf] xf] eGg] ;DaGwdf b]j]Gb| jfUn]n] j:t'ut cfwf/x? k|:t't u/]sf] klg kfO{+b}g .",
    'त्यसबाहेकका कुन कुन ट्राभल एजेन्सीसँग के कति कारोबार भएको हो भन्ने सम्बन्धमा देवेन्द्र वाग्लेले वस्तुगत आधारहरु प्रस्तुत गरेको पनि पाईंदैन ।',
  ],
  [
    'k|ltjfbL kIfaf6 cfkm\\gf] Joj;fo cGtu{tsf] l6s]l6Ë sf/f]af/df DoflUglkm;]G6 6«fen',
    'प्रतिवादी पक्षबाट आफ्नो व्यवसाय अन्तर्गतको टिकेटिङ्ग कारोबारमा म्याग्निफिसेन्ट ट्राभल',
  ],
  [
    '/ lxdfn /]Ohg;Fusf] ;Lldt calwsf] sf/f]af/nfO{ dfq ;dfj]z ul/Psf] x\'Fbf ;f] k|ltj]bg ck"0f{ /x]sf] eGg] klg lhsL/ lnOPsf] b]lvG5 .',
    'र हिमाल रेइजनसँगको सीमित अबधिको कारोबारलाई मात्र समावेश गरिएको हुँदा सो प्रतिवेदन अपूर्ण रहेको भन्ने पनि जिकीर लिइएको देखिन्छ ।',
  ],
  [
    't/, l6s]l6Ë sf/f]af/ / 6]«lsË Joj;fo Ps cfk;df ;DalGwt eP klg k|To]s 6«]lsË Ph]G;Ln] 6]«]lsË Joj;fo ;~rfng u/]b]lv g} l6s]l6Ë Joj;fo ;Fu;Fu} ;~rfng u/]sf] 5',
    'तर, टिकेटिङ्ग कारोबार र ट्रेकिङ्ग व्यवसाय एक आपसमा सम्बन्धित भए पनि प्रत्येक ट्रेकिङ्ग एजेन्सीले ट्रेकिङ्ग व्यवसाय सञ्चालन गरेदेखि नै टिकेटिङ्ग व्यवसाय सँगसँगै सञ्चालन गरेको छ',
  ],
  [
    "/ tbg'?k cfo cfh{g klg u/]sf] 5 egL lhsL/ lng ldNg] x'Fb}g .",
    'र तदनुरुप आय आर्जन पनि गरेको छ भनी जिकीर लिन मिल्ने हुँदैन ।',
  ],
  [
    "lsgeg] l6s]l6Ë eg]sf] ko{6g Joj;fosf] Pp6f 5'6[} ljwf xf], To;nfO{ 6«fen Ph]G;Lx?n] 5'6[} ?kdf ;~rfng u/]sf x'G5g\\ .",
    'किनभने टिकेटिङ्ग भनेको पर्यटन व्यवसायको एउटा छुट्टै विधा हो, त्यसलाई ट्राभल एजेन्सीहरुले छुट्टै रुपमा सञ्चालन गरेका हुन्छन् ।',
  ],
  [
    "6«]lsË Ph]G;L / 6«fen Ph]G;Lsf aLrdf sf/f]af/ x'g ;Sg] ePklg of] of] 6«fen Ph]G;L;Fu of] of] ldltdf olt kl/df0fsf] sf/f]af/ ePsf] egL :ki6 ?kdf bfjL k|:t't x'g g;Sbf;Dd cg'dfgsf e/df To;sf] lgSof}{n x'g' kg]{ vfnsf] ck]Iff ug{ ldNb}g .",
    'ट्रेकिङ्ग एजेन्सी र ट्राभल एजेन्सीका बीचमा कारोबार हुन सक्ने भएपनि यो यो ट्राभल एजेन्सीसँग यो यो मितिमा यति परिमाणको कारोबार भएको भनी स्पष्ट रुपमा दावी प्रस्तुत हुन नसक्दासम्म अनुमानका भरमा त्यसको निर्क्यौल हुनु पर्ने खालको अपेक्षा गर्न मिल्दैन ।',
  ],
  [
    "cg';Gwfgsf qmddf cfPsf s'/fx? / k|ltjfbLn] k|df0f k'¥ofpg] u/L cfPsf s'/f afx]s cGo k|df0fx?sf] vf]hL ug]{ sfo{ k'g/fj]bg txaf6 x'g klg ;Sb}g .",
    'अनुसन्धानका क्रममा आएका कुराहरु र प्रतिवादीले प्रमाण पुऱ्याउने गरी आएका कुरा बाहेक अन्य प्रमाणहरुको खोजी गर्ने कार्य पुनरावेदन तहबाट हुन पनि सक्दैन ।',
  ],
  [
    ";+slnt tYo Pj+ k|df0fx?af6 k|dfl0ft x'g' kg]{ / olsg ul/g'kg]{ ljifodf sf]/f cg'dfgaf6 lgSof}{ndf k'Ug ;lsFb}g .",
    'संकलित तथ्य एवं प्रमाणहरुबाट प्रमाणित हुनु पर्ने र यकिन गरिनुपर्ने विषयमा कोरा अनुमानबाट निर्क्यौलमा पुग्न सकिँदैन ।',
  ],
  [
    "Gofof]lrt cg'dfgsf] lhsL/ lng]n] To;sf :ki6 cfwf/x? v'nfpg ;Sg' kb{5 .",
    'न्यायोचित अनुमानको जिकीर लिनेले त्यसका स्पष्ट आधारहरु खुलाउन सक्नु पर्दछ ।',
  ],
  [
    '/ tYof+sdf cfwfl/t ePsfn] Tof] tYof+s ;a} ;+:yfsf nflu lg/k]If ?kdf cfwf/ agfpg ldNg] ljifo aGb}g .',
    'र तथ्यांकमा आधारित भएकाले त्यो तथ्यांक सबै संस्थाका लागि निरपेक्ष रुपमा आधार बनाउन मिल्ने विषय बन्दैन ।',
  ],
  ["To;nfO{ cfwf/ agfpg' kg]{ eGg] bfjL ubf{ cfkm\\gf lqmofsnfk", 'त्यसलाई आधार बनाउनु पर्ने भन्ने दावी गर्दा आफ्ना क्रियाकलाप'],
  ["/ j:t'ut ljj/0fx?;Fusf] tfbfDotf b]lvg} kb{5 .", 'र वस्तुगत विवरणहरुसँगको तादाम्यता देखिनै पर्दछ ।'],
  [
    "t/ k|:t't d'2fdf k|ltjfbL kIfaf6 h] hlt k|df0fx? k]z ul/Psf] 5,",
    'तर प्रस्तुत मुद्दामा प्रतिवादी पक्षबाट जे जति प्रमाणहरु पेश गरिएको छ,',
  ],
  [
    "To;sf cfwf/df ;DalGwt ;+:yf;Fu ;d]t a'emL k|ltj]bgdf sf/f]af/ olsg ul/Psf] x'Fbf To;nfO{ cGoyf eGg klg ldNb}g .",
    'त्यसका आधारमा सम्बन्धित संस्थासँग समेत बुझी प्रतिवेदनमा कारोबार यकिन गरिएको हुँदा त्यसलाई अन्यथा भन्न पनि मिल्दैन ।',
  ],
  [
    "lgh b]j]Gb| jfUn] ;+nUg /x]sf] g]kfn lehgn] ko{6g pBf]u dxfzfvfdf cfalws ?kdf k]z u/]sf] ljj/0fdf pNn]v eP cg';f/ hDdf @&#* ko{6snfO{ ;]jf k'¥ofPsf] eGg] b]lvG5 .",
    'निज देवेन्द्र वाग्ले संलग्न रहेको नेपाल भिजनले पर्यटन उद्योग महाशाखामा आबधिक रुपमा पेश गरेको विवरणमा उल्लेख भए अनुसार जम्मा २७३८ पर्यटकलाई सेवा पुऱ्याएको भन्ने देखिन्छ ।',
  ],
  [";f] ljj/0f cg';f/ 6]«lsË, ¥oflkm\\6Ë, h+un ;kmf/L,", 'सो विवरण अनुसार ट्रेकिङ्ग, ऱ्याफ्टिङ्ग, जंगल सफारी,'],
  [
    'l6s]l6Ë, b[Zofjnf]sg nufotsf Joj;flos lqmofsnfkdf ;+nUg ePsf] b]lvPsf]df g]kfn lehg',
    'टिकेटिङ्ग, दृश्यावलोकन लगायतका व्यवसायिक क्रियाकलापमा संलग्न भएको देखिएकोमा नेपाल भिजन',
  ],
  [
    '/ cNkfOg 6«fen ;le{;aLrsf] sf/f]af/df ;d]t tL ljifox? ;dfj]z ePsf]',
    'र अल्पाइन ट्राभल सर्भिसबीचको कारोबारमा समेत ती विषयहरु समावेश भएको',
  ],
  [
    "/ To;nfO{ g]kfn lehgsf] sf/f]af/ cGtu{t ;dfj]z u/L To;}sf cfwf/df b]j]Gb| jfUn]sf] v'b cfo sfod ul/;lsPsf] x'Fbf ;f]xL ;+VofnfO{ k'gM cg'dfgsf] ljifo agfpg ldNg] x'Fb}g .",
    'र त्यसलाई नेपाल भिजनको कारोबार अन्तर्गत समावेश गरी त्यसैका आधारमा देवेन्द्र वाग्लेको खुद आय कायम गरिसकिएको हुँदा सोही संख्यालाई पुनः अनुमानको विषय बनाउन मिल्ने हुँदैन ।',
  ],
  [
    'o; cl3 lgh b]j]Gb| jfUn]sf] Joj;flos sf/f]af/sf] ljZn]if0f ;d]t u/L To;sf cfwf/df :jfefljs',
    'यस अघि निज देवेन्द्र वाग्लेको व्यवसायिक कारोबारको विश्लेषण समेत गरी त्यसका आधारमा स्वाभाविक',
  ],
  [
    "/ j:t'k/s ?kdf cfo lgwf{/0f e};s]sf] kl/k|]Iodf lgh b]j]Gb| jfUn]sf gfddf /x]sf] a}+s Psfp06sf] :6]6d]06x?af6 b]lvg] a}+s bflvnfsf] ljj/0f",
    'र वस्तुपरक रुपमा आय निर्धारण भैसकेको परिप्रेक्ष्यमा निज देवेन्द्र वाग्लेका नाममा रहेको बैंक एकाउण्टको स्टेटमेण्टहरुबाट देखिने बैंक दाखिलाको विवरण',
  ],
  [
    "/ ;DalGwt Joj;foaf6 cflh{t x'g ;Sg] ;Defljt /sdsf lardf cldNbf] cj:yf b]lvPdf klg Gofof]lrt cg'dfg ;DaGwL lhsL/x?sf] ljZj;lgotfdf k|Zg p7\\g hfG5 .",
    'र सम्बन्धित व्यवसायबाट आर्जित हुन सक्ने सम्भावित रकमका बिचमा अमिल्दो अवस्था देखिएमा पनि न्यायोचित अनुमान सम्बन्धी जिकीरहरुको विश्वसनियतामा प्रश्न उठ्न जान्छ ।',
  ],
  [
    'lgh b]j]Gb| jfUn]sf] a}+s df}HbftnfO{ cWoog ubf{ ;g\\ @))@ hgj/L dlxgfdf dfq *) nfv %@ xhf/ a}+s bflvnf u/]sf] eGg] tYo :6f088{ rf6{8{ a}+s -&÷* hgj/L,',
    'निज देवेन्द्र वाग्लेको बैंक मौज्दातलाई अध्ययन गर्दा सन् २००२ जनवरी महिनामा मात्र ८० लाख ५२ हजार बैंक दाखिला गरेको भन्ने तथ्य स्टाण्डर्ड चार्टर्ड बैंक (७/८ जनवरी,',
  ],
  ['@))@ df #* nfv @ xhf/ hDdf ePsf]_,', '२००२ मा ३८ लाख २ हजार जम्मा भएको),'],
  ['glan a}+s -#) hgj/L, @))@ df !@ nfv %) xhf/ hDdf ePsf]_', 'नबिल बैंक (३० जनवरी, २००२ मा १२ लाख ५० हजार जम्मा भएको)'],
  ["/ a}+s ckm sf7df08' -hgj/L *,", 'र बैंक अफ काठमाण्डु (जनवरी ८,'],
  [
    '@))@ df #) nfv hDdf ePsf]_ af6 k|fKt a}+s :6]6d]G6x?af6 b]lvPsf] 5 .',
    '२००२ मा ३० लाख जम्मा भएको) बाट प्राप्त बैंक स्टेटमेन्टहरुबाट देखिएको छ ।',
  ],
  [
    't/ lgh b]j]Gb| jfUn] :jo+n] cfalws ?kdf k]z u/]sf] ljj/0fdf pNn]v ePsf] ko{6s ;+Vof,',
    'तर निज देवेन्द्र वाग्ले स्वयंले आबधिक रुपमा पेश गरेको विवरणमा उल्लेख भएको पर्यटक संख्या,',
  ],
  ['tL ko{6sx?nfO{ k|bfg u/]sf] ljleGg lsl;dsf ;]jf', 'ती पर्यटकहरुलाई प्रदान गरेको विभिन्न किसिमका सेवा'],
  [
    "/ To;af6 x'g] :jfefljs cfo;Fu t'ngf u/]/ x]bf{ Tolt 7\"nf] kl/df0fdf /sd k|fKt e} a}+s bflvnf x'g] cfwf/ b]lvg cfpFb}g .",
    'र त्यसबाट हुने स्वाभाविक आयसँग तुलना गरेर हेर्दा त्यति ठूलो परिमाणमा रकम प्राप्त भै बैंक दाखिला हुने आधार देखिन आउँदैन ।',
  ],
  [
    'lghn] 6]«]lsË Joj;foaf6 k|fKt u/]sf] cfo ;DaGwdf dfly g} af]nL ;lsPsf] 5',
    'निजले ट्रेकिङ्ग व्यवसायबाट प्राप्त गरेको आय सम्बन्धमा माथि नै बोली सकिएको छ',
  ],
  [
    "/ b]vfO{ ;lsPsf] x'Fbf a}+s bflvnf ePsf] /sdsf cfwf/df To;nfO{ of] k|;+u;Fu hf]8]/ x]g]{",
    'र देखाई सकिएको हुँदा बैंक दाखिला भएको रकमका आधारमा त्यसलाई यो प्रसंगसँग जोडेर हेर्ने',
  ],
  [
    "/ Gofof]lrt cg'dfg egL a}+s bflvnf ePsf] /sdnfO{ lg/k]If 9+un] j}wtf k|bfg ug{ ldNg] b]lvFb}g .",
    'र न्यायोचित अनुमान भनी बैंक दाखिला भएको रकमलाई निरपेक्ष ढंगले वैधता प्रदान गर्न मिल्ने देखिँदैन ।',
  ],
  [
    't;y{ lgh b]j]Gb| jfUn]n] cfkm\\gf] Joj;foaf6 cfo cfh{g u/]sf] egL lnPsf] bfjL',
    'तसर्थ निज देवेन्द्र वाग्लेले आफ्नो व्यवसायबाट आय आर्जन गरेको भनी लिएको दावी',
  ],
  ['/ ;f]xL bfjLsf cfwf/df cfly{s P]g,', 'र सोही दावीका आधारमा आर्थिक ऐन,'],
  [
    '@)%* n] u/]sf] cfosf] :jo+s/ 3f]if0ff ;DaGwL Joj:yf cGtu{t @)%* ;fn kf}if @^ ut]',
    '२०५८ ले गरेको आयको स्वयंकर घोषणा सम्बन्धी व्यवस्था अन्तर्गत २०५८ साल पौष २६ गते',
  ],
  [
    '/ df3 #) ut] ;d]t u/L hDdf ?=#%,(@,$^).– cfos/ e\'QmfgL u/]sf] eGg] dfq cfwf/df lghn] b]vfPsf] ;Dk"0f{ cfo ljj/0fnfO{ a}w cfosf ?kdf u0fgf ug{ ldNg] cj:yf b]lvPg .',
    'र माघ ३० गते समेत गरी जम्मा रु.३५,९२,४६०।– आयकर भुक्तानी गरेको भन्ने मात्र आधारमा निजले देखाएको सम्पूर्ण आय विवरणलाई बैध आयका रुपमा गणना गर्न मिल्ने अवस्था देखिएन ।',
  ],
  [
    "k|ltjfbL b]j]Gb| jfUn]sf] Joj;flos sf/f]af/ / To;af6 ePsf] j}w cfo sfod ug]{ ;Gbe{df ljz]if1 ;]jf k|bfg ug]{ ;'lg/ s'df/ 9'+u]nsf] ljz]if1tf,",
    'प्रतिवादी देवेन्द्र वाग्लेको व्यवसायिक कारोबार र त्यसबाट भएको वैध आय कायम गर्ने सन्दर्भमा विशेषज्ञ सेवा प्रदान गर्ने सुनिर कुमार ढुंगेलको विशेषज्ञता,',
  ],
  [
    'of]Uotf / lghn] k]z u/]sf] k|ltj]bgsf] j}wtf dfly klg k|ltjfbL kIfaf6 k|Zg p7fOPsf] 63 5 .',
    'योग्यता र निजले पेश गरेको प्रतिवेदनको वैधता माथि पनि प्रतिवादी पक्षबाट प्रश्न उठाइएको टघ छ ।',
  ],
  [
    "To; ;DaGwdf x]bf{ lgh ;'lg/ s'df/ 9'+u]n g]kfn rf6{8{ PsfpG6]G6 ;+:yfsf] ;b:osf ;fy} sfg\"g jdf]lhd k/fdz{ ;]jf k|bfg ug]{ cg'dlt k|fKt JolQm x'g\\ eGg] s'/fdf ljjfb 5}g .",
    'त्यस सम्बन्धमा हेर्दा निज सुनिर कुमार ढुंगेल नेपाल चार्टर्ड एकाउन्टेन्ट संस्थाको सदस्यका साथै कानून वमोजिम परामर्श सेवा प्रदान गर्ने अनुमति प्राप्त व्यक्ति हुन् भन्ने कुरामा विवाद छैन ।',
  ],
  [
    'of] tYonfO{ k|ltjfbL kIfaf6 k]z ul/Psf] jx; gf]6df klg :jLsf/ g} ul/Psf] b]lvG5 .',
    'यो तथ्यलाई प्रतिवादी पक्षबाट पेश गरिएको वहस नोटमा पनि स्वीकार नै गरिएको देखिन्छ ।',
  ],
  [
    "lghsf] ;f]xL of]Uotf / ljz]if1tfnfO{ cfwf/ agfP/ clVtof/ b'?kof]u cg';Gwfg cfof]uaf6 clVtof/ b'?kof]u cg';Gwfg cfof]u P]g,",
    'निजको सोही योग्यता र विशेषज्ञतालाई आधार बनाएर अख्तियार दुरुपयोग अनुसन्धान आयोगबाट अख्तियार दुरुपयोग अनुसन्धान आयोग ऐन,',
  ],
  [
    "@)$* sf] bkmf @! jdf]lhd lghnfO{ cfof]un] cg';Gwfgstf{sf ?kdf lgo'Qm u/]sf] eGg] tYo jfbL kIfaf6 k]z ul/Psf] jx;gf]6 ;fy ;+nUg cfof]usf] ldlt @)^).#.!& sf] lg0f{o ;d]taf6 b]lvPsf] 5 .",
    '२०४८ को दफा २१ वमोजिम निजलाई आयोगले अनुसन्धानकर्ताका रुपमा नियुक्त गरेको भन्ने तथ्य वादी पक्षबाट पेश गरिएको वहसनोट साथ संलग्न आयोगको मिति २०६०।३।१७ को निर्णय समेतबाट देखिएको छ ।',
  ],
  [
    "clVtof/ b'?kof]u cg';Gwfg cfof]u P]g, @)$* sf] bkmf @! n] :ki6 ?kdf cfof]un] cg';Gwfg",
    'अख्तियार दुरुपयोग अनुसन्धान आयोग ऐन, २०४८ को दफा २१ ले स्पष्ट रुपमा आयोगले अनुसन्धान',
  ],
  [
    "/ txlssft tyf tT;DaGwL cGo sf/afxL ubf{ cfjZostfg';f/ ;DalGwt ljifosf] ljz]if1 jf ljlzi6Ls[t lgsfosf] ;]jf k|fKt ug{ ;Sg] clwsf/ cfof]unfO{ k|bfg u/]sf]",
    'र तहकिकात तथा तत्सम्बन्धी अन्य कारबाही गर्दा आवश्यकतानुसार सम्बन्धित विषयको विशेषज्ञ वा विशिष्टीकृत निकायको सेवा प्राप्त गर्न सक्ने अधिकार आयोगलाई प्रदान गरेको',
  ],
  [
    '/ k|df0f P]g, @)#! sf] bkmf @) ;d]tn] To:tf ljz]if1åf/f k|:t\'t ul/Psf] k|ltj]bgnfO{ k|df0fdf lng ldNg] g} b]lvFbf o; ;DaGwdf k|ltjfbL kIfn] p7fPsf] k|Zg sfg"gL cfwf/df klg u|fXo b]lvg cfPg .',
    'र प्रमाण ऐन, २०३१ को दफा २० समेतले त्यस्ता विशेषज्ञद्वारा प्रस्तुत गरिएको प्रतिवेदनलाई प्रमाणमा लिन मिल्ने नै देखिँदा यस सम्बन्धमा प्रतिवादी पक्षले उठाएको प्रश्न कानूनी आधारमा पनि ग्राह्य देखिन आएन ।',
  ],
  [
    'k|ltjfbL dWo]sf lr/l~hjL jfUn]af6 ePsf] elgPsf] u}/sfg"gL ?kdf ;DklQ cfh{g u/L e|i6frf/ u/]sf] eGg] s;"/df csf{ k|ltjfbL b]j]Gb| jfUn]sf] ;+nUgtf b]lvG5 jf b]lvFb}g',
    'प्रतिवादी मध्येका चिरञ्जिवी वाग्लेबाट भएको भनिएको गैरकानूनी रुपमा सम्पत्ति आर्जन गरी भ्रष्टाचार गरेको भन्ने कसूरमा अर्का प्रतिवादी देवेन्द्र वाग्लेको संलग्नता देखिन्छ वा देखिँदैन',
  ],
  [
    'eGg] ;DaGwdf x]bf{ jfbL kIfsf] k\'g/fj]bgkqdf s;"/ ug]{ cleo\'QmnfO{ s;"/ ug{ ;xof]u ug]{ jf ;fy lbg] jf kl/jGb ldnfO{ lbg] JolQmnfO{ g} s;"/sf] dltof/ dfGg\' kg]{',
    'भन्ने सम्बन्धमा हेर्दा वादी पक्षको पुनरावेदनपत्रमा कसूर गर्ने अभियुक्तलाई कसूर गर्न सहयोग गर्ने वा साथ दिने वा परिवन्द मिलाई दिने व्यक्तिलाई नै कसूरको मतियार मान्नु पर्ने',
  ],
  [
    "/ e|i6frf/ lgjf/0f P]g, @)%( sf] bkmf @@ sf] p2]Zo klg ToxL /x]sf]n] cfkm\\gf afa' lr/l~hjL jfUn]af6 ePsf] e|i6frf/nfO{ n'sfpg] lgotn] b]j]Gb| jfUn]n] sfo{ u/]sf] cj:yfdf lghnfO{ dltof/ dfgL ;hfo x'g' kg]{ egL lhsL/ lnOPsf] 5 .",
    'र भ्रष्टाचार निवारण ऐन, २०५९ को दफा २२ को उद्देश्य पनि त्यही रहेकोले आफ्ना बाबु चिरञ्जिवी वाग्लेबाट भएको भ्रष्टाचारलाई लुकाउने नियतले देवेन्द्र वाग्लेले कार्य गरेको अवस्थामा निजलाई मतियार मानी सजाय हुनु पर्ने भनी जिकीर लिइएको छ ।',
  ],
  [
    'o; ;Gbe{df e|i6frf/ lgjf/0f P]g, @)%( sf] bkmf @@ nfO{ cfwf/ agfOPsf] b]lvG5 .',
    'यस सन्दर्भमा भ्रष्टाचार निवारण ऐन, २०५९ को दफा २२ लाई आधार बनाइएको देखिन्छ ।',
  ],
  [
    "pQm bkmf @@ nfO{ cWoog ubf{ To;n] dltof/nfO{ ;hfo eGg] lzif{sdf e|i6frf/ lgjf/0f P]g cGtu{t ;hfo x'g] s'g} s;\"/sf] dltof/nfO{ x'g] ;hfo ;DaGwL Joj:yf u/]sf] 5 .",
    'उक्त दफा २२ लाई अध्ययन गर्दा त्यसले मतियारलाई सजाय भन्ने शिर्षकमा भ्रष्टाचार निवारण ऐन अन्तर्गत सजाय हुने कुनै कसूरको मतियारलाई हुने सजाय सम्बन्धी व्यवस्था गरेको छ ।',
  ],
  [
    ';f] bkmfdf s] s:tf] sfo{ u/]df dltof/ dflgg] eGg] ;DaGwdf pNn]v ul/Psf] kfO{+b}g .',
    'सो दफामा के कस्तो कार्य गरेमा मतियार मानिने भन्ने सम्बन्धमा उल्लेख गरिएको पाईंदैन ।',
  ],
  [
    'e|i6frf/ lgjf/0f P]gdf dltof/sf] kl/efiff pNn]v ul/Psf] 5}g .',
    'भ्रष्टाचार निवारण ऐनमा मतियारको परिभाषा उल्लेख गरिएको छैन ।',
  ],
  [
    'o;/L ;DalGwt sfg"gdf kl/eflift gePsf] zAbnfO{ kl/eflift ug]{ ;Gbe{df ljz]if cbfntaf6 ljleGg eflifs Pj+ sfg"gL 64 zAbsf]ifx?nfO{ ;d]t cfwf/ agfOPsf] 5 .',
    'यसरी सम्बन्धित कानूनमा परिभाषित नभएको शब्दलाई परिभाषित गर्ने सन्दर्भमा विशेष अदालतबाट विभिन्न भाषिक एवं कानूनी टद्ध शब्दकोषहरुलाई समेत आधार बनाइएको छ ।',
  ],
  [
    "zAbsf]ifx?df pNn]v eP cg';f/ s'g} JolQmnfO{ e|i6frf/sf] s;\"/df dltof/ dfGgsf nfuL p;n] ;f] s;\"/sf] d'Vo cleo'Qmåf/f ePsf] s;\"/hGo sfo{df k|ToIf ?kdf ;xof]u k'¥ofPsf] x'g'kg]{ eGg] b]lvG5 .",
    'शब्दकोषहरुमा उल्लेख भए अनुसार कुनै व्यक्तिलाई भ्रष्टाचारको कसूरमा मतियार मान्नका लागी उसले सो कसूरको मुख्य अभियुक्तद्वारा भएको कसूरजन्य कार्यमा प्रत्यक्ष रुपमा सहयोग पुऱ्याएको हुनुपर्ने भन्ने देखिन्छ ।',
  ],
  [
    "dltof/ sfod x'gsf nflu s;\"/hGo lqmof ePsf] s'/fsf] :ki6 hfgsf/L lghnfO{ ePsf] x'g' k5{",
    'मतियार कायम हुनका लागि कसूरजन्य क्रिया भएको कुराको स्पष्ट जानकारी निजलाई भएको हुनु पर्छ',
  ],
  [
    "/ To:tf] lqmof ;DkGg ug{sf nflu d'Vo cleo'QmnfO{ k|f]T;flxt u/]sf],",
    'र त्यस्तो क्रिया सम्पन्न गर्नका लागि मुख्य अभियुक्तलाई प्रोत्साहित गरेको,',
  ],
  [";Nnfx lbPsf] jf cGo s'g} klg lsl;dn] ;3fPsf] b]lvg' k5{ .", 'सल्लाह दिएको वा अन्य कुनै पनि किसिमले सघाएको देखिनु पर्छ ।'],
  [
    "k|:t't d'2fdf k|ltjfbL b]j]Gb| jfUn]n] jfj' lr/l~hjL jfUn]jf6 cflh{t ;DklQ cfk\\mgf] gfddf /fv]sf]",
    'प्रस्तुत मुद्दामा प्रतिवादी देवेन्द्र वाग्लेले वावु चिरञ्जिवी वाग्लेवाट आर्जित सम्पत्ति आफ्नो नाममा राखेको',
  ],
  [
    "/ ;DklQnfO{ cfk\\mgf] Jofkf/ Joj;foaf6 cflh{t ;DklQ egL e'm7f] Joxf]/f pNn]v u/]sf] egL cf/f]lkt ul/Psf] b]lvG5 .",
    'र सम्पत्तिलाई आफ्नो व्यापार व्यवसायबाट आर्जित सम्पत्ति भनी झुठो व्यहोरा उल्लेख गरेको भनी आरोपित गरिएको देखिन्छ ।',
  ],
  [
    "t/ cfkm\\gf afa' lr/l~hjL jfUn]af6 ePsf] e|i6frf/hGo lqmofsf] af/]df lghnfO{ ;dod} hfgsf/L lyof],",
    'तर आफ्ना बाबु चिरञ्जिवी वाग्लेबाट भएको भ्रष्टाचारजन्य क्रियाको बारेमा निजलाई समयमै जानकारी थियो,',
  ],
  ['To:tf] sfo{df lgh ;d]t ;+nUg lyP', 'त्यस्तो कार्यमा निज समेत संलग्न थिए'],
  [
    '/ lghn] of] o;/L ;xof]u / k|f]T;flxt ;d]t u/] egL :ki6 ?kdf bfjL lng ;s]sf] b]lvFb}g .',
    'र निजले यो यसरी सहयोग र प्रोत्साहित समेत गरे भनी स्पष्ट रुपमा दावी लिन सकेको देखिँदैन ।',
  ],
  [
    "s]an afa'af6 cflh{t ;DklQ b]j]Gb| jfUn]sf] gfddf /x]sf] eGg] dfq cfwf/sf ;fy cleof]ukqdf cf/f]k nufOPsf] b]lvG5 .",
    'केबल बाबुबाट आर्जित सम्पत्ति देवेन्द्र वाग्लेको नाममा रहेको भन्ने मात्र आधारका साथ अभियोगपत्रमा आरोप लगाइएको देखिन्छ ।',
  ],
  [
    "Psf;uf]ndf /x]sf afa' 5f]/faLr Psaf6 cflh{t ;DklQ csf]{sf] gfddf /fVg] jf /xg] k|lqmof cGoGt :jfefljs dflgG5,",
    'एकासगोलमा रहेका बाबु छोराबीच एकबाट आर्जित सम्पत्ति अर्कोको नाममा राख्ने वा रहने प्रक्रिया अन्यन्त स्वाभाविक मानिन्छ,',
  ],
  [
    "TolQs} e/df Pssf] ck/flws lqmofdf csf]{ klg ;+nUg lyof] egL :jtM cg'dfg ug{ ldNb}g .",
    'त्यत्तिकै भरमा एकको अपराधिक क्रियामा अर्को पनि संलग्न थियो भनी स्वतः अनुमान गर्न मिल्दैन ।',
  ],
  [
    "b]j]Gb| jfUn]n] cfkm\\gf] 5'6[} Joj;fo ;~rfng ub}{ cfPsf] s'/fdf ljjfb 5}g eg] lr/l~hjL jfUn]s} klg kfl/>lds,",
    'देवेन्द्र वाग्लेले आफ्नो छुट्टै व्यवसाय सञ्चालन गर्दै आएको कुरामा विवाद छैन भने चिरञ्जिवी वाग्लेकै पनि पारिश्रमिक,',
  ],
  [
    'eQf nufotsf] lgoldt ?kdf cfo cfh{g ePsf] cj:yf b]lvPsf] 5 .',
    'भत्ता लगायतको नियमित रुपमा आय आर्जन भएको अवस्था देखिएको छ ।',
  ],
  [
    "To;/L j}w ?kdf g} cfo cfh{g ug{;Sg] x}l;otdf /x]sf cfkm\\gf afa'n] cfh{g u/]sf] ;DklQ 5f]/fsf] gfddf /fVbf 5f]/fnfO{ ;f] cfosf] j}wtf cj}wtfsf] hfgsf/L x'G5 g} egL dfGg klg ;lsFb}g .",
    'त्यसरी वैध रुपमा नै आय आर्जन गर्नसक्ने हैसियतमा रहेका आफ्ना बाबुले आर्जन गरेको सम्पत्ति छोराको नाममा राख्दा छोरालाई सो आयको वैधता अवैधताको जानकारी हुन्छ नै भनी मान्न पनि सकिँदैन ।',
  ],
  [
    "o;/L b]j]Gb| jfUn]sf] gfddf jfj'jf6 cflh{t ;DklQ ;Dd /x]sf] cj:yf b]lvPsf] ePtfklg lr/l~hjL jfUn]sf] cj}w ;DklQ cfh{g ug]{ sfo{;Fu lgh b]j]Gb| jfUn]sf] ;+nUgtf jf ;xof]u /x]sf] eGg] j:t'lgi7 k|df0f jfbL kIfaf6 k]z x'g ;s]sf] 5}g .",
    'यसरी देवेन्द्र वाग्लेको नाममा वावुवाट आर्जित सम्पत्ति सम्म रहेको अवस्था देखिएको भएतापनि चिरञ्जिवी वाग्लेको अवैध सम्पत्ति आर्जन गर्ने कार्यसँग निज देवेन्द्र वाग्लेको संलग्नता वा सहयोग रहेको भन्ने वस्तुनिष्ठ प्रमाण वादी पक्षबाट पेश हुन सकेको छैन ।',
  ],
  [
    "lgh b]j]Gb| jfUn]n] afa'nfO{ s;\"/ ug{ ;xof]u u/]sf] jf ;fy lbPsf] jf kl/jGb ldnfPsf] eGg] jfbL bfjL afx]s To;sf] k'i6\\ofO{sf] s'g} cfwf/ gePsf] l:yltdf lghnfO{ dltof/ sfod ug{ ldNg] b]lvPg .",
    'निज देवेन्द्र वाग्लेले बाबुलाई कसूर गर्न सहयोग गरेको वा साथ दिएको वा परिवन्द मिलाएको भन्ने वादी दावी बाहेक त्यसको पुष्ट्याईको कुनै आधार नभएको स्थितिमा निजलाई मतियार कायम गर्न मिल्ने देखिएन ।',
  ],
  [
    't;y{ e|i6frf/ lgjf/0f P]g, @)%( sf] bkmf @)-!_ cGtu{tsf] s;"/ u/L cfh{g u/]sf] ;DklQnfO{ cfkm\\gf] Jofkf/ Joj;foaf6 cflh{t xf] egL cfk\\mgf ;d]t gfpFdf /fVg\'nfO{ pQm P]gsf] bkmf @@ cGtu{tsf] 65 s;"/ xf] egL cy{ ug{ gldNg] eGg] ljz]if cbfntsf] km};nf ldn]s} b]lvof] .',
    'तसर्थ भ्रष्टाचार निवारण ऐन, २०५९ को दफा २०(१) अन्तर्गतको कसूर गरी आर्जन गरेको सम्पत्तिलाई आफ्नो व्यापार व्यवसायबाट आर्जित हो भनी आफ्ना समेत नाउँमा राख्नुलाई उक्त ऐनको दफा २२ अन्तर्गतको टछ कसूर हो भनी अर्थ गर्न नमिल्ने भन्ने विशेष अदालतको फैसला मिलेकै देखियो ।',
  ],
  [
    "dfly ljleGg k|Zgx?sf] lg?k0f e};s]sf] kl/k|]Iodf ca ljz]if cbfnt sf7df8f}+sf] km};nf ;du|df ldn] gldn]sf] s] /x]5 eGg] ;DaGwdf lg0f{o lbg' kg]{ ePsf] 5 .",
    'माथि विभिन्न प्रश्नहरुको निरुपण भैसकेको परिप्रेक्ष्यमा अब विशेष अदालत काठमाडौंको फैसला समग्रमा मिले नमिलेको के रहेछ भन्ने सम्बन्धमा निर्णय दिनु पर्ने भएको छ ।',
  ],
  [';fljssf] e|i6frf/ lgjf/0f P]g, @)!& sf] bkmf !%', 'साविकको भ्रष्टाचार निवारण ऐन, २०१७ को दफा १५'],
  [
    '/ xfnsf] e|i6frf/ lgjf/0f P]g, @)%( sf] bkmf @) sf] pkbkmf -!_ sf] lg/Gt/tfsf] ljifo,',
    'र हालको भ्रष्टाचार निवारण ऐन, २०५९ को दफा २० को उपदफा (१) को निरन्तरताको विषय,',
  ],
  [
    'k|ltjfbL lr/l~hjL jfUn]n] jf:tljs ?kdf cfh{g u/]sf] ;DklQ,',
    'प्रतिवादी चिरञ्जिवी वाग्लेले वास्तविक रुपमा आर्जन गरेको सम्पत्ति,',
  ],
  [
    "k|ltjfbLx?sf gfddf /x]sf] hUufsf] d\"No sfod ug]{ ljifosf ;fy} zfGtfb]jL jfUn]sf gfddf /x]sf] lsQf g+= #!& sf] hUufsf] x}l;ot ;d]tsf ljifodf dfly ljleGg ;Gbe{df ljj]rgf e} tL ljifodf ljz]if cbfnt sf7df8f}+sf] km};nf dgfl;j g} x'Fbf To;df k'gM yk JofVof",
    'प्रतिवादीहरुका नाममा रहेको जग्गाको मूल्य कायम गर्ने विषयका साथै शान्तादेवी वाग्लेका नाममा रहेको कित्ता नं. ३१७ को जग्गाको हैसियत समेतका विषयमा माथि विभिन्न सन्दर्भमा विवेचना भै ती विषयमा विशेष अदालत काठमाडौंको फैसला मनासिव नै हुँदा त्यसमा पुनः थप व्याख्या',
  ],
  ["/ ljZn]if0f ug'{ kg]{ ePg .", 'र विश्लेषण गर्नु पर्ने भएन ।'],
  [
    "o; cl3 k|Zg g+= # cGtu{t k|ltjfbLdWo]sf b]j]Gb| jfUn]sf] cfo sfod ug]{ ;DaGwdf ljz]if1af6 k]z ePsf] k|ltj]bgsf ljifodf ul/Psf] ljZn]if0faf6 k|ltjfbL b]j]Gb| jfUn] ;+nUg /x]sf] Joj;foaf6 ePsf] v'b cfo ?=!,@^,)(,!^!.@^ sfod x'g cfPsf] 5 .",
    'यस अघि प्रश्न नं. ३ अन्तर्गत प्रतिवादीमध्येका देवेन्द्र वाग्लेको आय कायम गर्ने सम्बन्धमा विशेषज्ञबाट पेश भएको प्रतिवेदनका विषयमा गरिएको विश्लेषणबाट प्रतिवादी देवेन्द्र वाग्ले संलग्न रहेको व्यवसायबाट भएको खुद आय रु.१,२६,०९,१६१।२६ कायम हुन आएको छ ।',
  ],
  [
    't/ ljz]if cbfnt sf7df8f}+af6 lgh b]j]Gb| jfUn]sf] Jofkf/ Joj;fosf] cfo ?=^#,*@,((#.!( sfod ul/Psf] ;Gbe{df ;f] xb;Dd ljz]if cbfntsf] km};nf ldn]sf] b]lvFb}g .',
    'तर विशेष अदालत काठमाडौंबाट निज देवेन्द्र वाग्लेको व्यापार व्यवसायको आय रु.६३,८२,९९३।१९ कायम गरिएको सन्दर्भमा सो हदसम्म विशेष अदालतको फैसला मिलेको देखिँदैन ।',
  ],
  ['k|ltjfbL dWo]sf b]j]Gb| jfUn]sf] Joj;foaf6 cflh{t cfo,', 'प्रतिवादी मध्येका देवेन्द्र वाग्लेको व्यवसायबाट आर्जित आय,'],
  [
    "k|ltjfbL lr/l~hjL jfUn]n] ;f+;b tyf dGqL kbdf /xFbf kfl/>lds nufotsf] ;|f]taf6 k|fKt u/]sf] cfo ;d]tnfO{ cfwf/ agfP/ ;|f]t v'n]sf] ;DklQ",
    'प्रतिवादी चिरञ्जिवी वाग्लेले सांसद तथा मन्त्री पदमा रहँदा पारिश्रमिक लगायतको स्रोतबाट प्राप्त गरेको आय समेतलाई आधार बनाएर स्रोत खुलेको सम्पत्ति',
  ],
  [
    "/ ;|f]t gv'n]sf] ;DklQ olsg ul/Psf] cj:yf x'Fbf j}wflgs ;|f]taf6 k|fKt u/]sf] cfodf kl/jt{g ePsf] cj:yfdf To;df k'gM ljj]rgf ug'{ kg]{ cj:yf pTkGg ePsf] 5 .",
    'र स्रोत नखुलेको सम्पत्ति यकिन गरिएको अवस्था हुँदा वैधानिक स्रोतबाट प्राप्त गरेको आयमा परिवर्तन भएको अवस्थामा त्यसमा पुनः विवेचना गर्नु पर्ने अवस्था उत्पन्न भएको छ ।',
  ],
  [
    'To;tkm{ x]bf{ k|ltjfbLx?sf] gfddf /x]sf] rn crn ;DklQdWo] k}t[s afx]ssf hUufx?sf] ljuf] sfod ug]{ ;DaGwdf o; cl3 g} ljj]rgf e};s]sf] 5 .',
    'त्यसतर्फ हेर्दा प्रतिवादीहरुको नाममा रहेको चल अचल सम्पत्तिमध्ये पैतृक बाहेकका जग्गाहरुको विगो कायम गर्ने सम्बन्धमा यस अघि नै विवेचना भैसकेको छ ।',
  ],
  [
    'Uof/]h, kfn]3/sf] dflyNnf] tnf / 6x/fsf] nfut d"No ?=@&,)%,@(!.^(',
    'ग्यारेज, पालेघरको माथिल्लो तला र टहराको लागत मूल्य रु.२७,०५,२९१।६९',
  ],
  [
    '/ ljB\'tLo pks/0f / cfGtl/s ;fh;Hhf 66 ;lxtsf kmlg{r/sf ;fdfgx?sf] d"No ?=&,@&,!!@.– ;d]t u/L hDdf ?=#$,#@,$)#.^( dfq ljuf] sfod ul/Psf] b]lvG5 .',
    'र विद्युतीय उपकरण र आन्तरिक साजसज्जा टट सहितका फर्निचरका सामानहरुको मूल्य रु.७,२७,११२।– समेत गरी जम्मा रु.३४,३२,४०३।६९ मात्र विगो कायम गरिएको देखिन्छ ।',
  ],
  [
    '3/ lgdf{0f ePsf] ldltsf ;DaGwdf jfbL kIfaf6 km/s lhsL/ lng g;s]sf] cj:yfdf ljz]if cbfntaf6 lgdf{0f ePsf] jif{sf] b//]6 ;d]tnfO{ cfwf/ dfgL 3/,',
    'घर निर्माण भएको मितिका सम्बन्धमा वादी पक्षबाट फरक जिकीर लिन नसकेको अवस्थामा विशेष अदालतबाट निर्माण भएको वर्षको दररेट समेतलाई आधार मानी घर,',
  ],
  [
    "Uof/]h, kfn]3/ / 6x/fsf] ljuf] sfod ubf{ j:t'k/s 9+uaf6 g} sfod ul/Psf] x'Fbf To;nfO{ cGoyf eGg ldNg] cj:yf b]lvFb}g .",
    'ग्यारेज, पालेघर र टहराको विगो कायम गर्दा वस्तुपरक ढंगबाट नै कायम गरिएको हुँदा त्यसलाई अन्यथा भन्न मिल्ने अवस्था देखिँदैन ।',
  ],
  [
    'hxfF;Dd 3/sf] cfGtl/s ;fh;Hhf tyf kmlg{r/x?sf] 5\'6[} d"Nof+sg u/L ljuf] sfod ul/Psf] ;Gbe{ 5,',
    'जहाँसम्म घरको आन्तरिक साजसज्जा तथा फर्निचरहरुको छुट्टै मूल्यांकन गरी विगो कायम गरिएको सन्दर्भ छ,',
  ],
  [
    "cleof]ukq;fy k]z ul/Psf] k|ltj]bg / k|ltj]bg k|:'ttstf{ hfu]Zj/ dxf;]7",
    'अभियोगपत्रसाथ पेश गरिएको प्रतिवेदन र प्रतिवेदन प्रस्तुतकर्ता जागेश्वर महासेठ',
  ],
  [
    '/ hoGt /fhj+zL;Fu cbfntaf6 ePsf] askq ;d]tnfO{ cfwf/ agfOPsf] b]lvPtfklg ;f] k|ltj]bgnfO{ ulxl/P/ cWoog ubf{ To;df pNn]v ul/Psf kmlg{r/',
    'र जयन्त राजवंशीसँग अदालतबाट भएको बकपत्र समेतलाई आधार बनाइएको देखिएतापनि सो प्रतिवेदनलाई गहिरिएर अध्ययन गर्दा त्यसमा उल्लेख गरिएका फर्निचर',
  ],
  [
    "/ ljB'tLo pks/0fx? c:jfefljs / ljnf;Lo'Qm eGg] b]lvFb}gg\\ .",
    'र विद्युतीय उपकरणहरु अस्वाभाविक र विलासीयुक्त भन्ने देखिँदैनन् ।',
  ],
  [
    ";fdfGo vfnsf kmlg{r/ / ljB'tLo pks/0f nufotsf cfGtl/s ;fh;Hhfsf ;fdfgx?sf] k|s[lt x]bf{ Ps}rf]6L vl/b ul/Psf] ge} qmlds ?kdf hf]l8Psf] h:tf] b]lvg cfpF5 .",
    'सामान्य खालका फर्निचर र विद्युतीय उपकरण लगायतका आन्तरिक साजसज्जाका सामानहरुको प्रकृति हेर्दा एकैचोटी खरिद गरिएको नभै क्रमिक रुपमा जोडिएको जस्तो देखिन आउँछ ।',
  ],
  ['lr/l~hjL jfUn] ;f+;b / dGqL h:tf] lgoldt ?kdf kfl/>lds', 'चिरञ्जिवी वाग्ले सांसद र मन्त्री जस्तो नियमित रुपमा पारिश्रमिक'],
  [
    "/ eQf a'em\\g] kbdf /xL k6s k6s ljb]z e|d0fdf ;d]t uPsf] eGg] b]lvPsf] l:yltdf b]zleq",
    'र भत्ता बुझ्ने पदमा रही पटक पटक विदेश भ्रमणमा समेत गएको भन्ने देखिएको स्थितिमा देशभित्र',
  ],
  [
    '/ ljb]z e|d0fsf qmddf ;d]t ;do ;dodf 3/fo;L cfjZostfsf ;fdfgx? hf]8\\b} hfg] lqmofnfO{ cToGt :jfefljs lqmofsf ?kdf lng ;lsG5 .',
    'र विदेश भ्रमणका क्रममा समेत समय समयमा घरायसी आवश्यकताका सामानहरु जोड्दै जाने क्रियालाई अत्यन्त स्वाभाविक क्रियाका रुपमा लिन सकिन्छ ।',
  ],
  [
    "lgh lr/l~hjL jfUn]n] a}+sdf /x]sf] /sdnfO{ cfkm\\gf] kfl/>lds nufotsf] cfosf ?kdf k|:t't u/]sf] kfOPsf]",
    'निज चिरञ्जिवी वाग्लेले बैंकमा रहेको रकमलाई आफ्नो पारिश्रमिक लगायतको आयका रुपमा प्रस्तुत गरेको पाइएको',
  ],
  ['/ ljz]if cbfnt ;dIf cfkm"n] kfl/>lds,', 'र विशेष अदालत समक्ष आफूले पारिश्रमिक,'],
  [
    "eQf / j}b]lzs e|d0f ;d]taf6 k|fKt u/]sf] egL ljj/0f ;d]t k|:t't u/]sf] ;Gbe{df ;f] /sdsf] pkof]u To:t} 3/fo;L ;/ ;fdfgdf ePsf] dfGg ;lsg] b]lvG5 .",
    'भत्ता र वैदेशिक भ्रमण समेतबाट प्राप्त गरेको भनी विवरण समेत प्रस्तुत गरेको सन्दर्भमा सो रकमको उपयोग त्यस्तै घरायसी सर सामानमा भएको मान्न सकिने देखिन्छ ।',
  ],
  ["/ hoGts'df/ /fhj+zLsf] k|ltj]bgnfO{ cfwf/ agfO{ 6]lnlehg,", 'र जयन्तकुमार राजवंशीको प्रतिवेदनलाई आधार बनाई टेलिभिजन,'],
  ['6]k /]s8{/, 8]s, /]lk|mh]/]6/, ?d lx6/,', 'टेप रेकर्डर, डेक, रेफ्रिजेरेटर, रुम हिटर,'],
  [';f]nf/ lx6/, ;f]kmf, slkm 6]an, Knfli6s r]o/,', 'सोलार हिटर, सोफा, कफि टेबल, प्लाष्टिक चेयर,'],
  ['sfk]{6, knª, kmfOn Sofljg]6, ;fwf/0f kbf{,', 'कार्पेट, पलङ, फाइल क्याविनेट, साधारण पर्दा,'],
  [
    "8fOlgª 6]an, 8«]l;ª 6]an, sDKo'6/ 6]an nufotsf ;fdfgx?sf] ljj/0f k|:t't ul/Psf] kfOG5 .",
    'डाइनिङ टेबल, ड्रेसिङ टेबल, कम्प्युटर टेबल लगायतका सामानहरुको विवरण प्रस्तुत गरिएको पाइन्छ ।',
  ],
  [
    'To:tf ;fdfgx? ;f+;b / dGqL kbdf nfdf] ;do;Dd jxfn /xFbf kfl/>lds',
    'त्यस्ता सामानहरु सांसद र मन्त्री पदमा लामो समयसम्म वहाल रहँदा पारिश्रमिक',
  ],
  [
    "/ ;'ljwf /sdaf6 cfjZostfg'';f/ vl/b ub}{ hf]8hfd u/]sf] x'g ;Sg] s'/f :jfefljs ?kdf cg'dfg ug{ ;lsg] ljifo x'Fbf ?=&,@&,!!@.– d\"No sfod ul/Psf 67 tL ;fdfgx?nfO{ lr/l~hjL jfUn]sf] lgoldt cfo cfh{gleq gkf/L 5'6[} cl:tTj k|bfg u/L ljuf] sfod ul/Psf] xb;Ddsf] ljz]if cbfntsf] km};nf ldn]sf] b]lvPg .",
    'र सुविधा रकमबाट आवश्यकतानुसार खरिद गर्दै जोडजाम गरेको हुन सक्ने कुरा स्वाभाविक रुपमा अनुमान गर्न सकिने विषय हुँदा रु.७,२७,११२।– मूल्य कायम गरिएका टठ ती सामानहरुलाई चिरञ्जिवी वाग्लेको नियमित आय आर्जनभित्र नपारी छुट्टै अस्तित्व प्रदान गरी विगो कायम गरिएको हदसम्मको विशेष अदालतको फैसला मिलेको देखिएन ।',
  ],
  [
    "k|:t't d'2fdf k|ltjfbLx?sf gfddf /x]sf] a}+s df}Hbft / z]o/sf ;DaGwdf klg ljrf/ ug'{ kg]{ cj:yf /x]sf] 5 .",
    'प्रस्तुत मुद्दामा प्रतिवादीहरुका नाममा रहेको बैंक मौज्दात र शेयरका सम्बन्धमा पनि विचार गर्नु पर्ने अवस्था रहेको छ ।',
  ],
  ['t/ ljleGg a}+s tyf ljQLo ;+:yfx?df /x]sf df}Hbft /sd', 'तर विभिन्न बैंक तथा वित्तीय संस्थाहरुमा रहेका मौज्दात रकम'],
  [
    '/ ljleGg ;+3 ;+:yfsf] z]o/ d"Nof+sg ul//xg\' gkg]{ k|s[ltsf] ePsfn]',
    'र विभिन्न संघ संस्थाको शेयर मूल्यांकन गरिरहनु नपर्ने प्रकृतिको भएकाले',
  ],
  ["/ ltgLx? hxfF h'g cj:yfdf 5g\\,", 'र तिनीहरु जहाँ जुन अवस्थामा छन्,'],
  ['oyfjt\\ ?kdf g} /x]sf] x\'Fbf To;sf] yk d"Nof+sg', 'यथावत् रुपमा नै रहेको हुँदा त्यसको थप मूल्यांकन'],
  ["/ ljj]rgf ul//xg' kg]{ ePg .", 'र विवेचना गरिरहनु पर्ने भएन ।'],
  [
    'a}+s df}Hbft tkm{ ldl;n ;+nUg ljleGg a}+ssf :6]6d]G6x?af6 k|ltjfbL lr/l~hjL jfUn]sf gfddf ljleGg a}+sdf hDdf ?= ^,^^,(!!.%@ /x]sf] b]lvG5 eg] b]j]Gb| jfUn]sf gfddf ljleGg a}+sdf hDdf ?= !,(#,*#,!$*.#! /x]sf] b]lvG5 .',
    'बैंक मौज्दात तर्फ मिसिल संलग्न विभिन्न बैंकका स्टेटमेन्टहरुबाट प्रतिवादी चिरञ्जिवी वाग्लेका नाममा विभिन्न बैंकमा जम्मा रु. ६,६६,९११।५२ रहेको देखिन्छ भने देवेन्द्र वाग्लेका नाममा विभिन्न बैंकमा जम्मा रु. १,९३,८३,१४८।३१ रहेको देखिन्छ ।',
  ],
  [
    'To;}u/L ljleGg ;+3 ;+:yfdf ePsf] z]o/ nufgL tkm{ b]j]Gb| jfUn]sf gfpFdf o\'lgs Ps]8]lds jf]l8{ª :s"n,',
    'त्यसैगरी विभिन्न संघ संस्थामा भएको शेयर लगानी तर्फ देवेन्द्र वाग्लेका नाउँमा युनिक एकेडेमिक वोर्डिङ स्कूल,',
  ],
  [
    '/Tggu/ lrtjgdf ?=$,)),))).– / cf]/n P8e/6fOh Ph]G;Ldf ?= !,)),))).– ;d]t u/L hDdf ?= %,)),))).–',
    'रत्ननगर चितवनमा रु.४,००,०००।– र ओरल एडभरटाइज एजेन्सीमा रु. १,००,०००।– समेत गरी जम्मा रु. ५,००,०००।–',
  ],
  [
    "/ c~h' zdf{ jfUn]sf gfpFdf g]kfn dr]{G6 a}+s P08 kmfOgfG;df ?=!,%)).– DoflUglkm;]G6 6«fen P08 6';{ k|f=ln=df ?= #,&%,))).–,",
    'र अञ्जु शर्मा वाग्लेका नाउँमा नेपाल मर्चेन्ट बैंक एण्ड फाइनान्समा रु.१,५००।– म्याग्निफिसेन्ट ट्राभल एण्ड टुर्स प्रा.लि.मा रु. ३,७५,०००।–,',
  ],
  [
    'Pd=Pg= OG6/g]zgndf ?=@,)),))).–, tf/f ufpF l/h]G;L xf]6ndf ?=$@,))).–,',
    'एम.एन. इन्टरनेशनलमा रु.२,००,०००।–, तारा गाउँ रिजेन्सी होटलमा रु.४२,०००।–,',
  ],
  [
    'kfNkf OlGhlgol/ª sh]hdf ?=&%,))).–, l;4fy{ dlN6kn OlG:6Ro"6df ?= !%,))).–',
    'पाल्पा इन्जिनियरिङ कजेजमा रु.७५,०००।–, सिद्धार्थ मल्टिपल इन्स्टिच्यूटमा रु. १५,०००।–',
  ],
  [
    "/ s'df/L sn]h hf]/kf6Ldf ?=!,%),))).– ;d]t u/L hDdf ?= *,%*,%)).– z]o/ nufgL /x]sf] b]lvG5 .",
    'र कुमारी कलेज जोरपाटीमा रु.१,५०,०००।– समेत गरी जम्मा रु. ८,५८,५००।– शेयर लगानी रहेको देखिन्छ ।',
  ],
  [
    'a}+s df}Hbft / z]o/ nufgL ;DaGwL plNnlvt ljj/0fnfO{ k|ltjfbL kIfn] klg c:jLsf/ ug{ ;s]sf] cj:yf b]lvFb}g .',
    'बैंक मौज्दात र शेयर लगानी सम्बन्धी उल्लिखित विवरणलाई प्रतिवादी पक्षले पनि अस्वीकार गर्न सकेको अवस्था देखिँदैन ।',
  ],
  [
    'To;dWo] cGh\' zdf{ jfUn]sf gfddf l;4fy{ dlN6kn OlG:6Ro"6df /x]sf] z]o/ nufgL ?= !%,))).– nfO{ lgh :jo+n] ljjfxdf kfPsf] /sdaf6 nufgL u/]sf] egL lhsL/ lnPsf] cfwf/df cleof]ukqdf g} bfOhf] egL afx]s ul/Psf] b]lvG5 .',
    'त्यसमध्ये अन्जु शर्मा वाग्लेका नाममा सिद्धार्थ मल्टिपल इन्स्टिच्यूटमा रहेको शेयर लगानी रु. १५,०००।– लाई निज स्वयंले विवाहमा पाएको रकमबाट लगानी गरेको भनी जिकीर लिएको आधारमा अभियोगपत्रमा नै दाइजो भनी बाहेक गरिएको देखिन्छ ।',
  ],
  [
    "lgh cGh' zdf{ jfUn]n] o; cbfntdf k'g/fj]bg ubf{ lghsf gfdaf6 ePsf] z]o/ nufgLnfO{ cfkm\\gf klt b]j]Gb| jfUn]sf] cfo cfh{g;Fu hf]8]/ To;nfO{ j}w cfosf ?kdf pNn]v u/]afx]s cGoyf lhsL/ lng ;s]sf] kfO{+b}g .",
    'निज अन्जु शर्मा वाग्लेले यस अदालतमा पुनरावेदन गर्दा निजका नामबाट भएको शेयर लगानीलाई आफ्ना पति देवेन्द्र वाग्लेको आय आर्जनसँग जोडेर त्यसलाई वैध आयका रुपमा उल्लेख गरेबाहेक अन्यथा जिकीर लिन सकेको पाईंदैन ।',
  ],
  [
    't;y{ a}+s df}Hbft / z]o/ nufgL tkm{ cleof]ukq jdf]lhd ljuf] sfod u/]sf] ljz]if cbfntsf] km};nf ;f] xb;Dd dgfl;j g} b]lvg cfpF5 .',
    'तसर्थ बैंक मौज्दात र शेयर लगानी तर्फ अभियोगपत्र वमोजिम विगो कायम गरेको विशेष अदालतको फैसला सो हदसम्म मनासिव नै देखिन आउँछ ।',
  ],
  [
    "k|ltjfbLx?sf gfddf /x]sf] ;DklQsf] d\"Nof+sg ubf{ To;df ;jf/L ;fwgnfO{ 68 klg ;dfj]z ug'{ kg]{ x'G5 .",
    'प्रतिवादीहरुका नाममा रहेको सम्पत्तिको मूल्यांकन गर्दा त्यसमा सवारी साधनलाई टड पनि समावेश गर्नु पर्ने हुन्छ ।',
  ],
  [
    ";jf/L ;fwgsf] xsdf lr/l~hjL jfUn]sf gfddf dGqL ;'ljwfdf vl/b ul/Psf] 6f]of]6f k|f8f] uf8L– !",
    'सवारी साधनको हकमा चिरञ्जिवी वाग्लेका नाममा मन्त्री सुविधामा खरिद गरिएको टोयोटा प्राडो गाडी– १',
  ],
  ['/ b]j]Gb| jfUn]sf gfddf dfl6{h uf8L– ! tyf b]j]Gb| jfUn]', 'र देवेन्द्र वाग्लेका नाममा मार्टिज गाडी– १ तथा देवेन्द्र वाग्ले'],
  [
    "/ s'df/ ?kfv]tLsf] ;+o'Qm gfddf :ofG6«f] uf8L– ! ;d]t u/L hDdf # j6f ;jf/L ;fwg /x]sf] b]lvG5 .",
    'र कुमार रुपाखेतीको संयुक्त नाममा स्यान्ट्रो गाडी– १ समेत गरी जम्मा ३ वटा सवारी साधन रहेको देखिन्छ ।',
  ],
  [
    'vl/b d"NonfO{ cfwf/ agfpFbf tL ;jf/L ;fwgdf -:ofG6«f] uf8Lsf] xsdf b]j]Gb| jfUn]sf] lx:;f dfq_ hDdf ?=@(,)),))).– nufgL ePsf] b]lvG5 .',
    'खरिद मूल्यलाई आधार बनाउँदा ती सवारी साधनमा (स्यान्ट्रो गाडीको हकमा देवेन्द्र वाग्लेको हिस्सा मात्र) जम्मा रु.२९,००,०००।– लगानी भएको देखिन्छ ।',
  ],
  [
    ";jf/L ;fwgsf] ljuf] tkm{ k|ltjfbLx?n] cGoyf lhsL/ lnPsf] cj:yf klg g/x]sf] x'Fbf ;f] ;DaGwdf klg ljz]if cbfntsf] km};nf ldn]s} b]lvg cfpF5 .",
    'सवारी साधनको विगो तर्फ प्रतिवादीहरुले अन्यथा जिकीर लिएको अवस्था पनि नरहेको हुँदा सो सम्बन्धमा पनि विशेष अदालतको फैसला मिलेकै देखिन आउँछ ।',
  ],
  [
    'o;/L dfly ul/Psf] ;du| ljZn]if0faf6 k|ltjfbLx?sf] gfddf /x]sf] b]xfosf rn crn ;DklQsf] s"n d"No ?= #,$#,@#,*#@.%@ sfod x\'g cfpg] b]lvof] .',
    'यसरी माथि गरिएको समग्र विश्लेषणबाट प्रतिवादीहरुको नाममा रहेको देहायका चल अचल सम्पत्तिको कूल मूल्य रु. ३,४३,२३,८३२।५२ कायम हुन आउने देखियो ।',
  ],
  [
    'plNnlvt ;DklQdWo] lr/l~hjL jfUn]sf] gfddf /x]sf] a}+s df}Hbft ?=^,^^,(!!.%@,',
    'उल्लिखित सम्पत्तिमध्ये चिरञ्जिवी वाग्लेको नाममा रहेको बैंक मौज्दात रु.६,६६,९११।५२,',
  ],
  ['?= &,@&,!!@.– d"Nosf 3/leqsf kmlg{r/, ljB\'tLo pks/0f', 'रु. ७,२७,११२।– मूल्यका घरभित्रका फर्निचर, विद्युतीय उपकरण'],
  [
    '/ cfGtl/s ;fh;Hhfsf ;fdfgx?, b]j]Gb| jfUn]sf] Joj;foaf6 cflh{t /sd ?=!,@^,)(,!^!.@^',
    'र आन्तरिक साजसज्जाका सामानहरु, देवेन्द्र वाग्लेको व्यवसायबाट आर्जित रकम रु.१,२६,०९,१६१।२६',
  ],
  [
    "/ c~h' zdf{ jfUn]sf gfddf l;4fy{ dlN6kn OlG:6Ro\"6df /x]sf] z]o/ nufgL ?=!%,))).– ;d]t u/L hDdf ?=!,$),!*,!*$.&* dfq ;|f]t v'n]sf] j}w cfosf ?kdf /x]sf] kfOof] .",
    'र अञ्जु शर्मा वाग्लेका नाममा सिद्धार्थ मल्टिपल इन्स्टिच्यूटमा रहेको शेयर लगानी रु.१५,०००।– समेत गरी जम्मा रु.१,४०,१८,१८४।७८ मात्र स्रोत खुलेको वैध आयका रुपमा रहेको पाइयो ।',
  ],
  ['lr/l~hjL jfUn]sf gfddf /x]sf] a}+s df}Hbft,', 'चिरञ्जिवी वाग्लेका नाममा रहेको बैंक मौज्दात,'],
  ["3/leqsf kmlg{r/, ljB'tLo pks/0f ;d]tsf ;fdfg", 'घरभित्रका फर्निचर, विद्युतीय उपकरण समेतका सामान'],
  [
    "/ l;4fy{ dlN6kn OlG:6Ro\"6df /x]sf] c~h' zdf{ jfUn]sf] z]o/ nufgL afx]s ;Dk\"0f{ rn crn ;DklQ b]j]Gb| jfUn]sf] Joj;foaf6 cflh{t /sdaf6 hf]l8Psf] eGg] b]lvg cfPsf] kl/k|]Iodf lgh b]j]Gb| jfUn]sf] ;|f]t v'n]sf] j}w cfosf ?kdf dfGotf k|fKt ?=!,@^,)(,!^!.@^ dWo]af6 s] s'g ;DklQ hf]l8Psf] xf] egL 5'6\\ofO{ afFsL ;DklQnfO{ k|ltjfbL lr/l~hjL jfUn]n] u}/ sfg\"gL ?kdf cfh{g u/L cfkm\\gf kl/jf/sf ;b:ox?sf] gfddf /fv]sf] ;DklQsf ?kdf lng' kg]{ b]lvof] .",
    'र सिद्धार्थ मल्टिपल इन्स्टिच्यूटमा रहेको अञ्जु शर्मा वाग्लेको शेयर लगानी बाहेक सम्पूर्ण चल अचल सम्पत्ति देवेन्द्र वाग्लेको व्यवसायबाट आर्जित रकमबाट जोडिएको भन्ने देखिन आएको परिप्रेक्ष्यमा निज देवेन्द्र वाग्लेको स्रोत खुलेको वैध आयका रुपमा मान्यता प्राप्त रु.१,२६,०९,१६१।२६ मध्येबाट के कुन सम्पत्ति जोडिएको हो भनी छुट्याई बाँकी सम्पत्तिलाई प्रतिवादी चिरञ्जिवी वाग्लेले गैर कानूनी रुपमा आर्जन गरी आफ्ना परिवारका सदस्यहरुको नाममा राखेको सम्पत्तिका रुपमा लिनु पर्ने देखियो ।',
  ],
  [
    'k|ltjfbLx?sf gfddf /x]sf] l;=g+= ;DklQsf] lsl;d sfod ePsf] d"No -ljuf]_ != hUuf hldg ?= ^&,*@,*^(.)) @= 3/,',
    'प्रतिवादीहरुका नाममा रहेको सि.नं. सम्पत्तिको किसिम कायम भएको मूल्य (विगो) १. जग्गा जमिन रु. ६७,८२,८६९।०० २. घर,',
  ],
  ['Uof/]h, kfn]3/ ;d]t ?= @&,)%,@(!.^( #= kmlg{r/,', 'ग्यारेज, पालेघर समेत रु. २७,०५,२९१।६९ ३. फर्निचर,'],
  [
    "ljB'tLo pks/0f / cfGtl/s ;hfj6sf ;fdu|L ;d]t ?= &,@&,!!@.)) #= ;jf/L ;fwg ?= @(,)),))).)) $= a}+s df}Hbft ?= !,(*,%),)%(.*# %= z]o/ nufgL ?= !#,%*,%)).)) hDdf ?= #,$#,@#,*#@.%@ 69 ;DklQ dWo] of] of] ;DklQ ;|f]t v'n]sf] ;DklQ",
    'विद्युतीय उपकरण र आन्तरिक सजावटका सामग्री समेत रु. ७,२७,११२।०० ३. सवारी साधन रु. २९,००,०००।०० ४. बैंक मौज्दात रु. १,९८,५०,०५९।८३ ५. शेयर लगानी रु. १३,५८,५००।०० जम्मा रु. ३,४३,२३,८३२।५२ टढ सम्पत्ति मध्ये यो यो सम्पत्ति स्रोत खुलेको सम्पत्ति',
  ],
  [
    "/ of] of] ;DklQ ;|f]t gv'n]sf] cj}w ;DklQ xf] egL cleof]hg kIfn] v'nfpg ;s]sf] kfO{+b}g .",
    'र यो यो सम्पत्ति स्रोत नखुलेको अवैध सम्पत्ति हो भनी अभियोजन पक्षले खुलाउन सकेको पाईंदैन ।',
  ],
  [
    't;y{ k|ltjfbLx?sf gfddf /x]sf] ;Dk"0f{ rn crn ;DklQnfO{ ljz]if cbfntsf] km};nf ;d]tnfO{ cfwf/ dfgL ;|f]t v\'n]sf]',
    'तसर्थ प्रतिवादीहरुका नाममा रहेको सम्पूर्ण चल अचल सम्पत्तिलाई विशेष अदालतको फैसला समेतलाई आधार मानी स्रोत खुलेको',
  ],
  [
    "/ gv'n]sf] ;DklQ cGtu{t jlu{s/0f ubf{ b]xfo jdf]lhd ug'{ Gofof]lrt x'g cfpF5 M",
    'र नखुलेको सम्पत्ति अन्तर्गत वर्गिकरण गर्दा देहाय वमोजिम गर्नु न्यायोचित हुन आउँछ :',
  ],
  [";|f]t v'n]sf] ;DklQ l;=g+= ;DklQsf] lsl;d /sd", 'स्रोत खुलेको सम्पत्ति सि.नं. सम्पत्तिको किसिम रकम'],
  [
    '!= k|ltjfbL lr/l~hjL jfUn]sf] gfddf /x]sf] a}+s df}Hbft ?= ^,^^,(!!.%@',
    '१. प्रतिवादी चिरञ्जिवी वाग्लेको नाममा रहेको बैंक मौज्दात रु. ६,६६,९११।५२',
  ],
  [
    '@= k|ltjfbL zfGtfb]jL jfUn]sf gfddf /x]sf] sf7df8f}+ dxfgu/kflnsf j8f g+= & l:yt 3/leqsf kmlg{r/,',
    '२. प्रतिवादी शान्तादेवी वाग्लेका नाममा रहेको काठमाडौं महानगरपालिका वडा नं. ७ स्थित घरभित्रका फर्निचर,',
  ],
  [
    "ljB'tLo pks/0f / cfGtl/s ;hfj6sf ;fdu|Lx? ;d]t ?= &,@&,!!@.))",
    'विद्युतीय उपकरण र आन्तरिक सजावटका सामग्रीहरु समेत रु. ७,२७,११२।००',
  ],
  [
    '#= k|ltjfbL c~h\' zdf{ jfUn]sf gfddf l;4fy{ dlN6kn OlG:6Ro"6df /x]sf] z]o/ nufgL ?= !%,))).))',
    '३. प्रतिवादी अञ्जु शर्मा वाग्लेका नाममा सिद्धार्थ मल्टिपल इन्स्टिच्यूटमा रहेको शेयर लगानी रु. १५,०००।००',
  ],
  [
    '$= k|ltjfbL zfGtfb]jL jfUn] / b]j]Gb| jfUn]sf gfddf /x]sf] hUuf hldg ?= ^&,*@,*^(.))',
    '४. प्रतिवादी शान्तादेवी वाग्ले र देवेन्द्र वाग्लेका नाममा रहेको जग्गा जमिन रु. ६७,८२,८६९।००',
  ],
  [
    '%= k|ltjfbL zfGtfb]jL jfUn]sf gfddf /x]sf] sf7df8f}+ dxfgu/kflnsf j8f g+= & l:yt 3/ ?= @&,)%,@(!.^(',
    '५. प्रतिवादी शान्तादेवी वाग्लेका नाममा रहेको काठमाडौं महानगरपालिका वडा नं. ७ स्थित घर रु. २७,०५,२९१।६९',
  ],
  [
    '^= k|ltjfbL b]j]Gb| jfUn]sf] gfddf /x]sf] hDdf a}+s df}Hbft ?=!,(!,*#,!$*.#! dWo] ?= !,&&,%)).%&',
    '६. प्रतिवादी देवेन्द्र वाग्लेको नाममा रहेको जम्मा बैंक मौज्दात रु.१,९१,८३,१४८।३१ मध्ये रु. १,७७,५००।५७',
  ],
  [
    "&= k|ltjfbL c~h' zdf{ jfUn]sf gfddf /x]sf] z]o/ nufgL ?= *,$#,%)).))",
    '७. प्रतिवादी अञ्जु शर्मा वाग्लेका नाममा रहेको शेयर लगानी रु. ८,४३,५००।००',
  ],
  [
    '*= k|ltjfbL lr/l~hjL jfUn]sf gfddf /x]sf] af=@ r (@(^ g+= sf] k|f8f] uf8L ?= !^,)),))).))',
    '८. प्रतिवादी चिरञ्जिवी वाग्लेका नाममा रहेको बा.२ च ९२९६ नं. को प्राडो गाडी रु. १६,००,०००।००',
  ],
  [
    "(= k|ltjfbL b]j]Gb| jfUn] ;d]tsf] ;+o'Qm gfddf /x]sf] af=# r ^#@) g+= sf] :ofG6«f] uf8L -b]j]Gb| jfUn]sf] lx:;f dfq_ ?= %,)),))).)) ;|f]t v'n]sf] hDdf ;DklQ ?=!,$),!*,!*$.&* ;|f]t gv'n]sf] afFsL ;DklQ l;=g+= ;DklQsf] lsl;d ljuf]",
    '९. प्रतिवादी देवेन्द्र वाग्ले समेतको संयुक्त नाममा रहेको बा.३ च ६३२० नं. को स्यान्ट्रो गाडी (देवेन्द्र वाग्लेको हिस्सा मात्र) रु. ५,००,०००।०० स्रोत खुलेको जम्मा सम्पत्ति रु.१,४०,१८,१८४।७८ स्रोत नखुलेको बाँकी सम्पत्ति सि.नं. सम्पत्तिको किसिम विगो',
  ],
  [
    "!= k|ltjfbL b]j]Gb| jfUn]sf] gfddf /x]sf] a}+s df}Hbft ?= !,(!,*#,!$*.#! dWo] ;|f]t v'n]sf] ?=!,&&,%)).%& s6[f u/L afFsL x'g cfpg] a}+s df}Hbft ?=!,(),)%,^$&.&$ 70",
    '१. प्रतिवादी देवेन्द्र वाग्लेको नाममा रहेको बैंक मौज्दात रु. १,९१,८३,१४८।३१ मध्ये स्रोत खुलेको रु.१,७७,५००।५७ कट्टा गरी बाँकी हुन आउने बैंक मौज्दात रु.१,९०,०५,६४७।७४ ठण्',
  ],
  [
    '@= k|ltjfbL b]j]Gb| jfUn]sf gfddf /x]sf] z]o/ nufgL -o\'lgs Ps]8]lds af]l8{ª :s"n,',
    '२. प्रतिवादी देवेन्द्र वाग्लेका नाममा रहेको शेयर लगानी (युनिक एकेडेमिक बोर्डिङ स्कूल,',
  ],
  [
    '/Tggu/ lrtjgdf ?= $,)),))).)) / cf]/n P8e/6fOh Ph]G;Ldf ?=!,)),))).)) ;d]t_ ?= %,)),))).))',
    'रत्ननगर चितवनमा रु. ४,००,०००।०० र ओरल एडभरटाइज एजेन्सीमा रु.१,००,०००।०० समेत) रु. ५,००,०००।००',
  ],
  [
    "#= k|ltjfbL b]j]Gb| jfUn]sf gfpFdf /x]sf] af=# r %%(! g+= sf] dfl6{h uf8L ?= *,)),))).)) ;|f]t gv'n]sf] hDdf ;DklQ ?=@,)#,)%,^$&.&$ dfly ul/Psf] ljZn]if0f tyf plNnlvt tYout ljj/0f ;d]tsf cfwf/df k|ltjfbLx?sf gfddf /x]sf] s\"n ?=#,$#,@#,*#@.%@ sf] ;DklQaf6 ;|f]t v'n]sf] j}w cfosf ?kdf dfGotf kfpg] b]lvg cfPsf] ?=!,$),!*,!*$.&* s6fpFbf afFsL x'g cfpg] ?=@,)#,)%,^$&.&$ a/fa/sf] ;DklQ;Dd k|ltjfbL lr/l~hjL jfUn]n] cf/f]kkq jdf]lhd u}/ sfg\"gL ?kdf cfh{g u/L cfkm\\gf 5f]/f b]j]Gb| jfUn]sf gfddf /fvL e|i6frf/ lgjf/0f P]g,",
    '३. प्रतिवादी देवेन्द्र वाग्लेका नाउँमा रहेको बा.३ च ५५९१ नं. को मार्टिज गाडी रु. ८,००,०००।०० स्रोत नखुलेको जम्मा सम्पत्ति रु.२,०३,०५,६४७।७४ माथि गरिएको विश्लेषण तथा उल्लिखित तथ्यगत विवरण समेतका आधारमा प्रतिवादीहरुका नाममा रहेको कूल रु.३,४३,२३,८३२।५२ को सम्पत्तिबाट स्रोत खुलेको वैध आयका रुपमा मान्यता पाउने देखिन आएको रु.१,४०,१८,१८४।७८ कटाउँदा बाँकी हुन आउने रु.२,०३,०५,६४७।७४ बराबरको सम्पत्तिसम्म प्रतिवादी चिरञ्जिवी वाग्लेले आरोपपत्र वमोजिम गैर कानूनी रुपमा आर्जन गरी आफ्ना छोरा देवेन्द्र वाग्लेका नाममा राखी भ्रष्टाचार निवारण ऐन,',
  ],
  [
    '@)%( sf] bkmf @) sf] pkbkmf -!_ cGtu{tsf] s;"/ u/]sf] b]lvof] .',
    '२०५९ को दफा २० को उपदफा (१) अन्तर्गतको कसूर गरेको देखियो ।',
  ],
  [
    ';f] b]lvgfn] ;|f]t v\'n]sf] ;DklQ afx]s cf/f]kkqdf bfjL lnPsf] k|ltjfbL b]j]Gb| jfUn]sf] gfpFsf] ;Dk"0f{ a}+s df}HbftdWo] ?=!,(),)%,^$&.&$,',
    'सो देखिनाले स्रोत खुलेको सम्पत्ति बाहेक आरोपपत्रमा दावी लिएको प्रतिवादी देवेन्द्र वाग्लेको नाउँको सम्पूर्ण बैंक मौज्दातमध्ये रु.१,९०,०५,६४७।७४,',
  ],
  ['lgh b]j]Gb| jfUn]sf gfpFsf] o\'lgs Ps]8]lds af]l8{ª :s"n,', 'निज देवेन्द्र वाग्लेका नाउँको युनिक एकेडेमिक बोर्डिङ स्कूल,'],
  [
    '/Tggu/ lrtjg tyf cf]/n P8e/6fOh Ph]G;Ldf /x]sf] ;Dk"0f{ z]o/ nufgL',
    'रत्ननगर चितवन तथा ओरल एडभरटाइज एजेन्सीमा रहेको सम्पूर्ण शेयर लगानी',
  ],
  [
    '/ b]j]Gb| jfUn]s} gfpFdf /x]sf] ;jf/L ;fwg -af=# r %%(! g+= sf] dfl6{h uf8L_ ;d]tsf] rn crn ;DklQ',
    'र देवेन्द्र वाग्लेकै नाउँमा रहेको सवारी साधन (बा.३ च ५५९१ नं. को मार्टिज गाडी) समेतको चल अचल सम्पत्ति',
  ],
  ['/ ;f]af6 a9] a9fPsf] ;DklQ ;d]t e|i6frf/ lgjf/0f P]g,', 'र सोबाट बढे बढाएको सम्पत्ति समेत भ्रष्टाचार निवारण ऐन,'],
  [
    "@)%( sf] bkmf @) sf] pkbkmf -@_ tyf bkmf $& jdf]lhd hkmt x'g] cj:yf b]lvg cfof] .",
    '२०५९ को दफा २० को उपदफा (२) तथा दफा ४७ वमोजिम जफत हुने अवस्था देखिन आयो ।',
  ],
  [
    'o; k|sf/ k|ltjfbL lr/l~hjL jfUn]nfO{ ljz]if cbfnt sf7df8f}+af6 7x/ ePsf] ljuf]sf] c+s km/s kg]{ b]lvPsf] l:yltdf e|i6frf/ lgjf/0f P]g,',
    'यस प्रकार प्रतिवादी चिरञ्जिवी वाग्लेलाई विशेष अदालत काठमाडौंबाट ठहर भएको विगोको अंक फरक पर्ने देखिएको स्थितिमा भ्रष्टाचार निवारण ऐन,',
  ],
  [
    "@)%( sf] bkmf @) sf] pkbkmf -@_ sf] sfg\"gL Joj:yf ;d]t b[li6ut ug'{ kg]{ x'g cfpF5 .",
    '२०५९ को दफा २० को उपदफा (२) को कानूनी व्यवस्था समेत दृष्टिगत गर्नु पर्ने हुन आउँछ ।',
  ],
  [
    "pQm bkmf @)-@_ df u}/sfg\"gL ?kdf cfh{g u/]sf] k|dfl0ft ePdf To;/L cfh{g u/]sf] ;DklQsf] ljuf] cg';f/ b'O{ jif{;Dd s}b",
    'उक्त दफा २०(२) मा गैरकानूनी रुपमा आर्जन गरेको प्रमाणित भएमा त्यसरी आर्जन गरेको सम्पत्तिको विगो अनुसार दुई वर्षसम्म कैद',
  ],
  [
    '/ hl/jfgf u/L cfh{g u/]sf] u}/sfg"gL ;DklQ hkmt ul/g]5 eGg] ;d]t pNn]v ePsf] b]lvG5 .',
    'र जरिवाना गरी आर्जन गरेको गैरकानूनी सम्पत्ति जफत गरिनेछ भन्ने समेत उल्लेख भएको देखिन्छ ।',
  ],
  [
    ';f] sfg"gL Joj:yfaf6 u}/sfg"gL ?kdf cfh{g u/]sf] ;DklQsf] ljuf]sf] dfqf cg\';f/ g} ;hfosf] xbklg 36L a9L sfod ug\'{ Gofof]lrt',
    'सो कानूनी व्यवस्थाबाट गैरकानूनी रुपमा आर्जन गरेको सम्पत्तिको विगोको मात्रा अनुसार नै सजायको हदपनि घटी बढी कायम गर्नु न्यायोचित',
  ],
  ["/ :jfefljs x'g cfPsf] 5 .", 'र स्वाभाविक हुन आएको छ ।'],
  [
    "ljz]if cbfntn] k'g/fj]bs k|ltjfbL lr/l~hjL jfUn]n] ;|f]t v'nfpg g;sL u}/ sfg\"gL ?kdf cfh{g u/]sf] 7x¥ofPsf] ljuf] ?=@,&@,%*,(@&.*! o; cbfntaf6 dfly 71 ul/Psf] ljZn]if0f jdf]lhd s]xL 36\\g hfg] e} ?=@,)#,)%,^$&.&$ dfq ljuf] sfod x'g] b]lvPsf]n] ;f] ljuf] hkmt e} ljuf] jdf]lhd hl/jfgf",
    'विशेष अदालतले पुनरावेदक प्रतिवादी चिरञ्जिवी वाग्लेले स्रोत खुलाउन नसकी गैर कानूनी रुपमा आर्जन गरेको ठहऱ्याएको विगो रु.२,७२,५८,९२७।८१ यस अदालतबाट माथि ठज्ञ गरिएको विश्लेषण वमोजिम केही घट्न जाने भै रु.२,०३,०५,६४७।७४ मात्र विगो कायम हुने देखिएकोले सो विगो जफत भै विगो वमोजिम जरिवाना',
  ],
  [
    "/ ;f]xL ljuf] tyf hl/jfgfsf] c+ssf] cfwf/df ljrf/ ubf{ s}bsf] xsdf klg Gofof]lrt ?kn] x]l/Fbf km/s ul/g' pko'Qm b]lvPsf]n] e|i6frf/ lgjf/0f P]g,",
    'र सोही विगो तथा जरिवानाको अंकको आधारमा विचार गर्दा कैदको हकमा पनि न्यायोचित रुपले हेरिँदा फरक गरिनु उपयुक्त देखिएकोले भ्रष्टाचार निवारण ऐन,',
  ],
  [
    "@)%( sf] bkmf @) sf] pkbkmf -@_ jdf]lhd ! jif{ s}b tyf bkmf @$ jdf]lhd yk ^ dlxgf;Dd s}b ug'{ dgfl;j x'g cfpg] e} hDdf ! jif{ ^ dlxgf s}b x'g] b]lvof] .",
    '२०५९ को दफा २० को उपदफा (२) वमोजिम १ वर्ष कैद तथा दफा २४ वमोजिम थप ६ महिनासम्म कैद गर्नु मनासिव हुन आउने भै जम्मा १ वर्ष ६ महिना कैद हुने देखियो ।',
  ],
  ['t;y{ dfly k|s/0f k|s/0fdf ul/Psf] tYo,', 'तसर्थ माथि प्रकरण प्रकरणमा गरिएको तथ्य,'],
  [
    'k|df0f, sfg"gL Joj:yf / k|ltkflbt l;4fGt ;d]tsf] ljZn]if0faf6 ljz]if cbfnt sf7df8f}+n] k|ltjfbL lr/l~hjL jfUn]n] u}/ sfg"gL ?kdf ;DklQ cfh{g u/L cfkm\\gf 5f]/f b]j]Gb| jfUn]sf gfddf /fvL e|i6frf/ lgjf/0f P]g,',
    'प्रमाण, कानूनी व्यवस्था र प्रतिपादित सिद्धान्त समेतको विश्लेषणबाट विशेष अदालत काठमाडौंले प्रतिवादी चिरञ्जिवी वाग्लेले गैर कानूनी रुपमा सम्पत्ति आर्जन गरी आफ्ना छोरा देवेन्द्र वाग्लेका नाममा राखी भ्रष्टाचार निवारण ऐन,',
  ],
  [
    '@)%( sf] bkmf @) sf] pkbkmf -!_ cGtu{tsf] s;"/ u/]sf] 7x¥ofO{ ePsf] xb;Ddsf] km};nf dgfl;j b]lvPtfklg P]=P]gsf] bkmf @) sf] pkbkmf -@_ jdf]lhd ?,@,&@,%*,(@&.*! ljuf] sfod u/L ljuf] jdf]lhd hl/jfgf',
    '२०५९ को दफा २० को उपदफा (१) अन्तर्गतको कसूर गरेको ठहऱ्याई भएको हदसम्मको फैसला मनासिव देखिएतापनि ऐ.ऐनको दफा २० को उपदफा (२) वमोजिम रु,२,७२,५८,९२७।८१ विगो कायम गरी विगो वमोजिम जरिवाना',
  ],
  [
    "/ ! jif{ ^ dlxgf s}b tyf P]=P]gsf] bkmf @$ ad]flhd ! jif{ yk s}b ;d]t hDdf @ jif{ ^ dlxgf s}b x'g] 7x¥ofPsf] km};nf ljuf]sf] xsdf s]xL km/s kg{ cfO{ ;|f]t gv'n]sf] ;DklQsf ?kdf b]lvg cfPsf] ?=@,)#,)%,^$&.&$ ljuf] sfod x'g cfPsf] kl/k|]Iodf ljz]if cbfnt sf7df8f}+sf] ldlt @)^!.$.& sf] km};nf s]xL pN6L e} u}/sfg\"gL ?kdf cfh{g u/]sf] pQm ;DklQ hkmt x'g] tyf lgh k|ltjfbL lr/l~hjL jfUn]nfO{ e|i6frf/ lgjf/0f P]g,",
    'र १ वर्ष ६ महिना कैद तथा ऐ.ऐनको दफा २४ बमोजिम १ वर्ष थप कैद समेत जम्मा २ वर्ष ६ महिना कैद हुने ठहऱ्याएको फैसला विगोको हकमा केही फरक पर्न आई स्रोत नखुलेको सम्पत्तिका रुपमा देखिन आएको रु.२,०३,०५,६४७।७४ विगो कायम हुन आएको परिप्रेक्ष्यमा विशेष अदालत काठमाडौंको मिति २०६१।४।७ को फैसला केही उल्टी भै गैरकानूनी रुपमा आर्जन गरेको उक्त सम्पत्ति जफत हुने तथा निज प्रतिवादी चिरञ्जिवी वाग्लेलाई भ्रष्टाचार निवारण ऐन,',
  ],
  [
    "@)%( sf] bkmf @) sf] pkbkmf -@_ jdf]lhd ljuf] cg';f/ ?=@,)#,)%,^$&.&$ hl/jfgf",
    '२०५९ को दफा २० को उपदफा (२) वमोजिम विगो अनुसार रु.२,०३,०५,६४७।७४ जरिवाना',
  ],
  [
    "/ ! -Ps_ jif{ s}b tyf P]=P]gsf] bkmf @$ jdf]lhd yk ^ -5_ dlxgf s}b ;d]t u/L hDdf ! jif{ ^ dlxgf s}b x'g] 7x5{ .",
    'र १ (एक) वर्ष कैद तथा ऐ.ऐनको दफा २४ वमोजिम थप ६ (छ) महिना कैद समेत गरी जम्मा १ वर्ष ६ महिना कैद हुने ठहर्छ ।',
  ],
  [
    'k|ltjfbL dWo]sf b]j]Gb| jfUn]nfO{ dltof/df ;hfo u/L cleof]u bfjL jdf]lhd lauf] ;d]t sfod u/L kfpmF eGg] jfbL g]kfn ;/sf/sf]',
    'प्रतिवादी मध्येका देवेन्द्र वाग्लेलाई मतियारमा सजाय गरी अभियोग दावी वमोजिम बिगो समेत कायम गरी पाऊँ भन्ने वादी नेपाल सरकारको',
  ],
  [
    "/ ;Dk\"0f{ cleof]u bfjLaf6 ;kmfO{ kfpg' kg]{ eGg] k|ltjfbL lr/l~hjL jfUn] tyf b]j]Gb| jfUn]n] Jojf;flos sf/f]af/af6 u/]sf] ;Dk\"0f{ cfonfO{ dfGotf lbg' kg]{ eGg] k|ltjfbL b]j]Gb| jfUn] ;d]tsf] k'g/fj]bg lhsL/ k'Ug ;Sb}g .",
    'र सम्पूर्ण अभियोग दावीबाट सफाई पाउनु पर्ने भन्ने प्रतिवादी चिरञ्जिवी वाग्ले तथा देवेन्द्र वाग्लेले व्यवासायिक कारोबारबाट गरेको सम्पूर्ण आयलाई मान्यता दिनु पर्ने भन्ने प्रतिवादी देवेन्द्र वाग्ले समेतको पुनरावेदन जिकीर पुग्न सक्दैन ।',
  ],
  ['c? tk;Ln jdf]lhd ug"{ .', 'अरु तपसील वमोजिम गर्नू ।'],
];

export const PREETI_TYPED: readonly PreetiPair[] = [
  [";]tLau/–/ftdf6] ;8sdf klx/f], b'j}tkm{ ;of}F ;jf/L cnkq", 'सेतीबगर–रातमाटे सडकमा पहिरो, दुवैतर्फ सयौँ सवारी अलपत्र'],
  [
    '/fte/sf] ef/L jiff{kl5 ;]tLau/–/ftdf6] ;8sv08sf] afF;3f/L df]8df klx/f] v:bf ;8s k"0f{ ¿kdf cj?4 ePsf] 5.',
    'रातभरको भारी वर्षापछि सेतीबगर–रातमाटे सडकखण्डको बाँसघारी मोडमा पहिरो खस्दा सडक पूर्ण रूपमा अवरुद्ध भएको छ।',
  ],
  [";8s v'nfpg 8f]h/ nufOPsf] 5.", 'सडक खुलाउन डोजर लगाइएको छ।'],
  [
    'cfh laxfg sl/a ^ ah] ;]tLau/–/ftdf6] ;8sv08sf] afF;3f/L df]8df 7"nf] klx/f] v:bf ;8s k"0f{ ¿kdf cj?4 ePsf] 5.',
    'आज बिहान करिब ६ बजे सेतीबगर–रातमाटे सडकखण्डको बाँसघारी मोडमा ठूलो पहिरो खस्दा सडक पूर्ण रूपमा अवरुद्ध भएको छ।',
  ],
  [
    "/flt ca]/b]lv nuftf/ k/]sf] jiff{sf sf/0f dflysf] le/fnf] hldg lrlKnP/ df6f], 9'Ëf / ¿vx¿ ;8sdf y'lk|Psf x'G.",
    'राति अबेरदेखि लगातार परेको वर्षाका कारण माथिको भिरालो जमिन चिप्लिएर माटो, ढुङ्गा र रूखहरू सडकमा थुप्रिएका हुन्।',
  ],
  ["klx/f]df s'g} dfgjLo Iflt gePsf] k|f/lDes hfgsf/L 5.", 'पहिरोमा कुनै मानवीय क्षति नभएको प्रारम्भिक जानकारी छ।'],
  [
    ";8s cj?4 x'Fbf b'j}tkm{ ofq'afxs a;, dfnjfxs 6«s / ;fgf ;jf/L u/L b'O{ ;oeGbf a9L ;jf/L ;fwg cnkq k/]sf 5G.",
    'सडक अवरुद्ध हुँदा दुवैतर्फ यात्रुबाहक बस, मालवाहक ट्रक र साना सवारी गरी दुई सयभन्दा बढी सवारी साधन अलपत्र परेका छन्।',
  ],
  [
    "s]xL ofq'x¿ klx/f] If]q k}bn} kf/ u/]/ csf]{tkm{af6 uf8L km]/]/ uGtJotkm{ nfu]sf 5G.",
    'केही यात्रुहरू पहिरो क्षेत्र पैदलै पार गरेर अर्कोतर्फबाट गाडी फेरेर गन्तव्यतर्फ लागेका छन्।',
  ],
  ["glhs}sf xf]6n / lrof k;ndf ofq'sf] le8 a9]sf] 5.", 'नजिकैका होटल र चिया पसलमा यात्रुको भिड बढेको छ।'],
  [
    "lhNnf k|zf;g sfof{nosf ;\"rgf clwsf/L bLks lu/Lsf cg';f/ klx/f] x6fpg b'O{j6f 8f]h/ / Pp6f PS:sfe]6/ kl/rfng ul/Psf] 5.",
    'जिल्ला प्रशासन कार्यालयका सूचना अधिकारी दीपक गिरीका अनुसार पहिरो हटाउन दुईवटा डोजर र एउटा एक्स्काभेटर परिचालन गरिएको छ।',
  ],
  [
    "k|x/Ln] klx/f] If]qglhs s;}nfO{ klg /f]lsg glbg ;'/IffsdL{ v6fPsf] 5.",
    'प्रहरीले पहिरो क्षेत्रनजिक कसैलाई पनि रोकिन नदिन सुरक्षाकर्मी खटाएको छ।',
  ],
  [
    "ofq'x¿nfO{ cgfjZos ofqf gug{ / ofqf ug}{kg]{ eP j}slNks dfu{ k|of]u ug{ cfu|x ul/Psf] 5.",
    'यात्रुहरूलाई अनावश्यक यात्रा नगर्न र यात्रा गर्नैपर्ने भए वैकल्पिक मार्ग प्रयोग गर्न आग्रह गरिएको छ।',
  ],
  [
    ":yfgLosf cg';f/ ;8s lj:tf/sf qmddf le/fnf] kxf8 sfl6P klg kvf{n / gfnL gagfOPsfn] jiff{ x'gf;fy df6f] aUg] u/]sf] 5.",
    'स्थानीयका अनुसार सडक विस्तारका क्रममा भिरालो पहाड काटिए पनि पर्खाल र नाली नबनाइएकाले वर्षा हुनासाथ माटो बग्ने गरेको छ।',
  ],
  ["gLntfn ;/;kmfO cleofgM Ps} lbgdf b'O{ 6g kmf]xf]/ ;Íng", 'नीलताल सरसफाइ अभियान: एकै दिनमा दुई टन फोहोर सङ्कलन'],
  [
    "gLntfn ko{6g ljsf; ;ldlt, :yfgLo Sna / ljBfyL{sf] ;+o'Qm kxndf rnfOPsf] ;/;kmfO cleofgdf Ps} lbgdf sl/a b'O{ 6g kmf]xf]/ ;Íng ul/Psf] 5.",
    'नीलताल पर्यटन विकास समिति, स्थानीय क्लब र विद्यार्थीको संयुक्त पहलमा चलाइएको सरसफाइ अभियानमा एकै दिनमा करिब दुई टन फोहोर सङ्कलन गरिएको छ।',
  ],
  [
    "gLntfn ko{6g ljsf; ;ldlt, :yfgLo Sna / ljBfyL{sf] ;+o'Qm kxndf ;~rflnt ;/;kmfO cleofgdf Ps} lbgdf sl/a b'O{ 6g kmf]xf]/ ;Íng ul/Psf] 5.",
    'नीलताल पर्यटन विकास समिति, स्थानीय क्लब र विद्यार्थीको संयुक्त पहलमा सञ्चालित सरसफाइ अभियानमा एकै दिनमा करिब दुई टन फोहोर सङ्कलन गरिएको छ।',
  ],
  [
    "laxfg & ah]b]lv ;'? ePsf] cleofgdf kfFr ;oeGbf a9L :jo+;]js ;xefuL lyP.",
    'बिहान ७ बजेदेखि सुरु भएको अभियानमा पाँच सयभन्दा बढी स्वयंसेवक सहभागी थिए।',
  ],
  [
    "tfnlsgf/, 8'Ëf 3f6 / tfndf ldl;g] vf]N;Lx¿af6 ;Ílnt kmf]xf]/df Knfl:6ssf af]tn, vfg]s'/fsf kf]sf, rKkn / k'/fgf hfn w]/} lyP.",
    'तालकिनार, डुङ्गा घाट र तालमा मिसिने खोल्सीहरूबाट सङ्कलित फोहोरमा प्लास्टिकका बोतल, खानेकुराका पोका, चप्पल र पुराना जाल धेरै थिए।',
  ],
  [
    "s]xL :jo+;]jsn] 8'Ëf r9]/ tfnsf] ;txdf t}l//x]sf] kmf]xf]/ klg hDdf u/]sf lyP.",
    'केही स्वयंसेवकले डुङ्गा चढेर तालको सतहमा तैरिरहेको फोहोर पनि जम्मा गरेका थिए।',
  ],
  [
    'cleofgdf ;xefuL sIff !! sf ljBfyL{ cfo\'if /fO{n] cfkm"x¿n] hDdf u/]sf] kmf]xf]/sf] dfqf b]v]/ crDd nfu]sf] atfP.',
    'अभियानमा सहभागी कक्षा ११ का विद्यार्थी आयुष राईले आफूहरूले जम्मा गरेको फोहोरको मात्रा देखेर अचम्म लागेको बताए।',
  ],
  [
    ";Ílnt kmf]xf]/dWo] k'gM k|of]u x'g ;Sg] Knfl:6s / wft' 5'6\\ofP/ saf8L Joj;foLnfO{ lbOPsf] 5.",
    'सङ्कलित फोहोरमध्ये पुनः प्रयोग हुन सक्ने प्लास्टिक र धातु छुट्याएर कबाडी व्यवसायीलाई दिइएको छ।',
  ],
  [
    'cleofgdf tfnjl/kl/sf xf]6n Joj;foL / 8\'Ëf rfnsx¿n] klg pT;fxk"j{s efu lnPsf lyP.',
    'अभियानमा तालवरिपरिका होटल व्यवसायी र डुङ्गा चालकहरूले पनि उत्साहपूर्वक भाग लिएका थिए।',
  ],
  [
    'xf]6n Joj;foL ;ª\\3n] :jo+;]jsnfO{ vfhf / lkpg] kfgLsf] Joj:yf u/]sf] lyof] eg] :yfgLo :jf:Yo rf}sLn] kGhf / df:s pknAw u/fPsf] lyof].',
    'होटल व्यवसायी सङ्घले स्वयंसेवकलाई खाजा र पिउने पानीको व्यवस्था गरेको थियो भने स्थानीय स्वास्थ्य चौकीले पन्जा र मास्क उपलब्ध गराएको थियो।',
  ],
  [
    ';ldltn] tfnjl/kl/ yk kmf]xf]/ kmfNg] efF8f /fVg] / Knfl:6ssf] emf]nfsf] k|of]u lg?T;flxt ug{ :yfgLo k;n;Fu ;xsfo{ ug]{ hgfPsf] 5.',
    'समितिले तालवरिपरि थप फोहोर फाल्ने भाँडा राख्ने र प्लास्टिकको झोलाको प्रयोग निरुत्साहित गर्न स्थानीय पसलसँग सहकार्य गर्ने जनाएको छ।',
  ],
  [
    'o:tf] cleofg ca x/]s dlxgfsf] klxnf] zlgaf/ lgoldt ¿kdf ul/g] ePsf] 5.',
    'यस्तो अभियान अब हरेक महिनाको पहिलो शनिबार नियमित रूपमा गरिने भएको छ।',
  ],
  [
    'sfnLvf]nfdf kfgLsf] ;tx a9\\of], t6Lo a:tLnfO{ ;ts{ /xg cfu|x',
    'कालीखोलामा पानीको सतह बढ्यो, तटीय बस्तीलाई सतर्क रहन आग्रह',
  ],
  [
    "nuftf/sf] jiff{n] sfnLvf]nfsf] axfj vt/fsf] txglhs k'u]kl5 :yfgLo k|zf;gn] lsgf/sf a:tLnfO{ ;'/lIft :yfgdf ;g{ tof/ /xg eg]sf] 5.",
    'लगातारको वर्षाले कालीखोलाको बहाव खतराको तहनजिक पुगेपछि स्थानीय प्रशासनले किनारका बस्तीलाई सुरक्षित स्थानमा सर्न तयार रहन भनेको छ।',
  ],
  [
    "kl5Nnf b'O{ lbgb]lv dflyNnf] If]qdf kl//x]sf] ef/L jiff{sf sf/0f sfnLvf]nfdf kfgLsf] ;tx tLj| ¿kdf a9]sf] 5.",
    'पछिल्ला दुई दिनदेखि माथिल्लो क्षेत्रमा परिरहेको भारी वर्षाका कारण कालीखोलामा पानीको सतह तीव्र रूपमा बढेको छ।',
  ],
  [
    "cfh laxfg ( ah] bf]efg k'nglhssf] dfkg s]G›df kfgLsf] ;tx r]tfjgL tx gf3]/ vt/fsf] txeGbf sl/a cfwf ld6/ dfq tn k'u]sf] lyof].",
    'आज बिहान ९ बजे दोभान पुलनजिकको मापन केन्द्रमा पानीको सतह चेतावनी तह नाघेर खतराको तहभन्दा करिब आधा मिटर मात्र तल पुगेको थियो।',
  ],
  [
    "vf]nfsf] axfj a9];Fu} lsgf/df /x]sf 6f/LufpF, afn'jf6f]n / dfemL6f]nsf afl;GbfnfO{ ;ts{ /xg dfOlsª ul/Psf] 5.",
    'खोलाको बहाव बढेसँगै किनारमा रहेका टारीगाउँ, बालुवाटोल र माझीटोलका बासिन्दालाई सतर्क रहन माइकिङ गरिएको छ।',
  ],
  [
    "lxdlul/ gu/kflnsfn] glhs}sf] ;fd'bflos ejg / b'O{j6f ljBfnonfO{ c:yfoL cf>o:ynsf ¿kdf tof/ /fv]sf] 5.",
    'हिमगिरि नगरपालिकाले नजिकैको सामुदायिक भवन र दुईवटा विद्यालयलाई अस्थायी आश्रयस्थलका रूपमा तयार राखेको छ।',
  ],
  [
    "gu/k|d'v ;'lgtf v8\\sfn] hf]lvddf /x]sf kl/jf/nfO{ cfjZos sfuhkq, cf}iflw / ;'Svf vfBfGg emf]nfdf tof/ /fVg cfu|x ul/G.",
    'नगरप्रमुख सुनिता खड्काले जोखिममा रहेका परिवारलाई आवश्यक कागजपत्र, औषधि र सुक्खा खाद्यान्न झोलामा तयार राख्न आग्रह गरिन्।',
  ],
  [
    "6f/LufpFsf ^% jifL{o wgaxfb'/ dfemLn] ut jif{ o:t} af9Ldf cfˆgf] v]t au]sf] ;DemFb} o; k6s kl/jf/;lxt cfkmGtsxfF ;g]{ tof/L u/]sf] atfP.",
    'टारीगाउँका ६५ वर्षीय धनबहादुर माझीले गत वर्ष यस्तै बाढीमा आफ्नो खेत बगेको सम्झँदै यस पटक परिवारसहित आफन्तकहाँ सर्ने तयारी गरेको बताए।',
  ],
  [
    "6f]nsf o'jfx¿n] /fte/ kfn}kfnf] vf]nfsf] lgu/fgL ug]{ hgfPsf 5G.",
    'टोलका युवाहरूले रातभर पालैपालो खोलाको निगरानी गर्ने जनाएका छन्।',
  ],
  [
    "df};dljb\\x¿sf cg';f/ cfufdL @$ 306f;Dd klg o; If]qdf dWodb]lv ef/L jiff{ x'g] ;Defjgf 5.",
    'मौसमविद्हरूका अनुसार आगामी २४ घण्टासम्म पनि यस क्षेत्रमा मध्यमदेखि भारी वर्षा हुने सम्भावना छ।',
  ],
  [
    "cfkTsfnLg cj:yfdf gu/kflnsfsf] ljkb\\ Joj:yfkg zfvf jf glhssf] k|x/L rf}sLdf t'?Gt ;Dks{ ug{ cg'/f]w ul/Psf] 5.",
    'आपत्कालीन अवस्थामा नगरपालिकाको विपद् व्यवस्थापन शाखा वा नजिकको प्रहरी चौकीमा तुरुन्त सम्पर्क गर्न अनुरोध गरिएको छ।',
  ],
  [
    ";f}o{ l;FrfO kDkn] abNof] a]F;L6f/sf v]t, cfsfz] kfgL s'g'{kg]{ afWotf x6\\of]",
    'सौर्य सिँचाइ पम्पले बदल्यो बेँसीटारका खेत, आकाशे पानी कुर्नुपर्ने बाध्यता हट्यो',
  ],
  [
    "rGbgk'/ ufpFkflnsfsf] a]F;L6f/df h8fg ul/Psf ;f}o{ l;FrfO kDksf sf/0f jif{df Ps afnL dfq nufpg] ls;fgx¿ clxn] tLg afnL nufpg yfn]sf 5G.",
    'चन्दनपुर गाउँपालिकाको बेँसीटारमा जडान गरिएका सौर्य सिँचाइ पम्पका कारण वर्षमा एक बाली मात्र लगाउने किसानहरू अहिले तीन बाली लगाउन थालेका छन्।',
  ],
  [
    "rGbgk'/ ufpFkflnsfsf] a]F;L6f/df h8fg ul/Psf ;f}o{ l;FrfO kDkn] ls;fgsf] v]tL ug]{ tl/sf g} ablnlbPsf] 5.",
    'चन्दनपुर गाउँपालिकाको बेँसीटारमा जडान गरिएका सौर्य सिँचाइ पम्पले किसानको खेती गर्ने तरिका नै बदलिदिएको छ।',
  ],
  [
    'klxn] cfsfz] kfgLsf] e/df jif{df Ps afnL dfq nufpg] ls;fgx¿ clxn] jif{df tLg afnL nufpg yfn]sf 5G.',
    'पहिले आकाशे पानीको भरमा वर्षमा एक बाली मात्र लगाउने किसानहरू अहिले वर्षमा तीन बाली लगाउन थालेका छन्।',
  ],
  [
    'ufpFkflnsf / ls;fg ;d"xsf] ;fem]bf/Ldf sl/a b\'O{ jif{cl3 6f/df !% j6f ;f}o{ kDk h8fg ul/Psf lyP.',
    'गाउँपालिका र किसान समूहको साझेदारीमा करिब दुई वर्षअघि टारमा १५ वटा सौर्य पम्प जडान गरिएका थिए।',
  ],
  [
    "glhs}sf] vf]nfaf6 kfgL tfg]/ 6\\ofÍLdf el/g] / ToxfFaf6 kfOkdfkm{t v]t;Dd k'Ug] Joj:yf 5.",
    'नजिकैको खोलाबाट पानी तानेर ट्याङ्कीमा भरिने र त्यहाँबाट पाइपमार्फत खेतसम्म पुग्ने व्यवस्था छ।',
  ],
  [
    "lah'nL jf l8h]nsf] vr{ gnfUg] ePsfn] ;~rfng nfut lgs} sd 5.",
    'बिजुली वा डिजेलको खर्च नलाग्ने भएकाले सञ्चालन लागत निकै कम छ।',
  ],
  [
    'kDk h8fgsf nflu nfu]sf] sl/a () nfv ?k}ofFdWo] &) k|ltzt ufpFkflnsfn] / afFsL ls;fg ;d"xn] Joxf]/]sf lyP.',
    'पम्प जडानका लागि लागेको करिब ९० लाख रुपैयाँमध्ये ७० प्रतिशत गाउँपालिकाले र बाँकी किसान समूहले व्यहोरेका थिए।',
  ],
  [
    ';d"xn] kfgL k|of]u u/]afkt dfl;s ;fgf] z\'Ns p7fP/ dd{t sf]if v8f u/]sf] 5.',
    'समूहले पानी प्रयोग गरेबापत मासिक सानो शुल्क उठाएर मर्मत कोष खडा गरेको छ।',
  ],
  [
    "s[ifs dLgf yf¿n] klxn] lxpFbdf afFemf] /xg] v]tdf clxn] ux'F, tf]/L / t/sf/L kmnfpg yfn]sf] atfOG.",
    'कृषक मीना थारूले पहिले हिउँदमा बाँझो रहने खेतमा अहिले गहुँ, तोरी र तरकारी फलाउन थालेको बताइन्।',
  ],
  [
    "ufpFkflnsfsf cg';f/ ;f}o{ kDk h8fg ePkl5 6f/ If]qsf] s[lif pTkfbg sl/a bf]Aa/ ePsf] 5.",
    'गाउँपालिकाका अनुसार सौर्य पम्प जडान भएपछि टार क्षेत्रको कृषि उत्पादन करिब दोब्बर भएको छ।',
  ],
  [
    ';kmntf b]v]kl5 cGo j8fsf ls;fgn] klg o:t} kDksf] dfu u/]sf 5G.',
    'सफलता देखेपछि अन्य वडाका किसानले पनि यस्तै पम्पको माग गरेका छन्।',
  ],
  [
    "ufpFkflnsfn] cfufdL jif{ yk @% j6f kDk h8fg ug]{ of]hgf agfPsf] 5, t/ kDksf] dd{t;Def/ ug{ :yfgLo k|fljlws tof/ kfg'{ r'gf}tL /x]sf] hgfPsf] 5.",
    'गाउँपालिकाले आगामी वर्ष थप २५ वटा पम्प जडान गर्ने योजना बनाएको छ, तर पम्पको मर्मतसम्भार गर्न स्थानीय प्राविधिक तयार पार्नु चुनौती रहेको जनाएको छ।',
  ],
  ['km"naf/L ahf/df cfunfuL, rf/j6f k;n hn]', 'फूलबारी बजारमा आगलागी, चारवटा पसल जले'],
  [
    'km"naf/L ahf/sf] k\'/fgf] xf6ahf/ If]qdf laxfg} nfu]sf] cfuf]n] rf/j6f k;n k"0f{ ¿kdf hn]sf 5G.',
    'फूलबारी बजारको पुरानो हाटबजार क्षेत्रमा बिहानै लागेको आगोले चारवटा पसल पूर्ण रूपमा जलेका छन्।',
  ],
  ['s;}nfO{ rf]6k6s nfu]sf] 5}g.', 'कसैलाई चोटपटक लागेको छैन।'],
  [
    'km"naf/L ahf/sf] k\'/fgf] xf6ahf/ If]qdf cfh laxfg sl/a $ ah] nfu]sf] cfunfuLdf rf/j6f k;n k"0f{ ¿kdf hn]sf 5G eg] b\'O{j6f cf+lzs ¿kdf Ifltu|:t ePsf 5G.',
    'फूलबारी बजारको पुरानो हाटबजार क्षेत्रमा आज बिहान करिब ४ बजे लागेको आगलागीमा चारवटा पसल पूर्ण रूपमा जलेका छन् भने दुईवटा आंशिक रूपमा क्षतिग्रस्त भएका छन्।',
  ],
  [
    'cfunfuLsf a]nf k;nx¿ aGb /x]sfn] s;}nfO{ rf]6k6s nfu]sf] 5}g.',
    'आगलागीका बेला पसलहरू बन्द रहेकाले कसैलाई चोटपटक लागेको छैन।',
  ],
  [
    "glhs} a:g] :yfgLon] w'jfF b]v]/ k|x/L / gu/kflnsfsf] bdsnnfO{ va/ u/]sf lyP.",
    'नजिकै बस्ने स्थानीयले धुवाँ देखेर प्रहरी र नगरपालिकाको दमकललाई खबर गरेका थिए।',
  ],
  [
    "b'O{j6f bdsn / :yfgLo o'jfsf] sl/a b'O{ 306fsf] k|of;kl5 cfuf] lgoGq0fdf cfPsf] xf].",
    'दुईवटा दमकल र स्थानीय युवाको करिब दुई घण्टाको प्रयासपछि आगो नियन्त्रणमा आएको हो।',
  ],
  [
    ";fF3'/f] uNnLsf sf/0f bdsn 36gf:yn;Dd k'Ug sl7g ePsf] bdsn rfns /d]z >]i7n] atfP.",
    'साँघुरो गल्लीका कारण दमकल घटनास्थलसम्म पुग्न कठिन भएको दमकल चालक रमेश श्रेष्ठले बताए।',
  ],
  [
    "cfunfuLaf6 sk8f, ls/fgf / efF8fs'F8f k;nsf ;fdfg hn]/ sl/a #% nfv ?k}ofF a/fa/sf] Iflt ePsf] k|f/lDes cg'dfg 5.",
    'आगलागीबाट कपडा, किराना र भाँडाकुँडा पसलका सामान जलेर करिब ३५ लाख रुपैयाँ बराबरको क्षति भएको प्रारम्भिक अनुमान छ।',
  ],
  [
    "cfunfuLsf] sf/0f v'ln;s]sf] 5}g, t/ lah'nLsf] ;6{ ;ls{6af6 cfuf] nfu]sf] x'g ;Sg] k|x/Lsf] cg'dfg 5.",
    'आगलागीको कारण खुलिसकेको छैन, तर बिजुलीको सर्ट सर्किटबाट आगो लागेको हुन सक्ने प्रहरीको अनुमान छ।',
  ],
  [
    "cfunfuLdf cfˆgf] sk8f k;n u'dfPsL sNkgf 3n]n] ;fpgsf] ahf/sf nflu ev{/} NofPsf] ;fdfg klg hn]sf] atfOG.",
    'आगलागीमा आफ्नो कपडा पसल गुमाएकी कल्पना घलेले साउनको बजारका लागि भर्खरै ल्याएको सामान पनि जलेको बताइन्।',
  ],
  [
    "l5d]sL Jofkf/Lx¿n] kLl8tnfO{ ;xof]u ug{ /fxt sf]if ;Íng ;'? u/]sf 5G.",
    'छिमेकी व्यापारीहरूले पीडितलाई सहयोग गर्न राहत कोष सङ्कलन सुरु गरेका छन्।',
  ],
  [
    "kLl8t Jofkf/Lx¿n] ahf/df kof{Kt kfgLsf wf/f / cfuf] lgefpg] pks/0f gePsf] u'gf;f] u/]sf 5G.",
    'पीडित व्यापारीहरूले बजारमा पर्याप्त पानीका धारा र आगो निभाउने उपकरण नभएको गुनासो गरेका छन्।',
  ],
  [
    "gu/kflnsfn] Ifltsf] ljj/0f ;Íng u/L /fxt pknAw u/fpg] / ahf/ If]qdf clUg ;'/Iffsf] k|aGw s8f agfpg] hgfPsf] 5.",
    'नगरपालिकाले क्षतिको विवरण सङ्कलन गरी राहत उपलब्ध गराउने र बजार क्षेत्रमा अग्नि सुरक्षाको प्रबन्ध कडा बनाउने जनाएको छ।',
  ],
  [
    'lxdlul/ gu/kflnsfsf] gofF ah]6df ;8s / ljBfnonfO{ k|fyldstf',
    'हिमगिरि नगरपालिकाको नयाँ बजेटमा सडक र विद्यालयलाई प्राथमिकता',
  ],
  [
    'lxdlul/ gu/kflnsfn] cfufdL cfly{s jif{sf nflu (@ s/f]8 $) nfv ?k}ofFsf] ah]6 kfl/t u/]sf] 5, h;sf] 7"nf] lx:;f ;8s, vfg]kfgL / ljBfno ejgdf 5\'6\\ofOPsf] 5.',
    'हिमगिरि नगरपालिकाले आगामी आर्थिक वर्षका लागि ९२ करोड ४० लाख रुपैयाँको बजेट पारित गरेको छ, जसको ठूलो हिस्सा सडक, खानेपानी र विद्यालय भवनमा छुट्याइएको छ।',
  ],
  [
    'lxdlul/ gu/kflnsfsf] gu/;efn] cfufdL cfly{s jif{sf nflu (@ s/f]8 $) nfv ?k}ofFsf] ah]6 kfl/t u/]sf] 5.',
    'हिमगिरि नगरपालिकाको नगरसभाले आगामी आर्थिक वर्षका लागि ९२ करोड ४० लाख रुपैयाँको बजेट पारित गरेको छ।',
  ],
  [
    'gu/kflnsfsf] Oltxf;d} ;a}eGbf 7"nf] dflgPsf] of] ah]6sf] sl/a #% k|ltzt /sd ;8s, k\'n / vfg]kfgLh:tf k"jf{wf/df 5\'6\\ofOPsf] 5.',
    'नगरपालिकाको इतिहासमै सबैभन्दा ठूलो मानिएको यो बजेटको करिब ३५ प्रतिशत रकम सडक, पुल र खानेपानीजस्ता पूर्वाधारमा छुट्याइएको छ।',
  ],
  [
    "ah]6cg';f/ gu/sf ;a} j8f s]G›nfO{ hf]8\\g] ;8s sfnf]kq] ug{ !* s/f]8 ?k}ofF ljlgof]hg ul/Psf] 5.",
    'बजेटअनुसार नगरका सबै वडा केन्द्रलाई जोड्ने सडक कालोपत्रे गर्न १८ करोड रुपैयाँ विनियोजन गरिएको छ।',
  ],
  [
    "To:t}, k'/fgf / hf]lvdk\"0f{ kfFrj6f ;fd'bflos ljBfnosf ejg k'glg{df{0f ug{ / x/]s dfWolds ljBfnodf lj1fg k|of]uzfnf :yfkgf ug{ ( s/f]8 ?k}ofF 5'6\\ofOPsf] 5.",
    'त्यस्तै, पुराना र जोखिमपूर्ण पाँचवटा सामुदायिक विद्यालयका भवन पुनर्निर्माण गर्न र हरेक माध्यमिक विद्यालयमा विज्ञान प्रयोगशाला स्थापना गर्न ९ करोड रुपैयाँ छुट्याइएको छ।',
  ],
  [
    ':jf:Yo If]qdf gu/ c:ktfndf rf}aL;} 306f k|;"lt ;]jf / x/]s j8fdf dlxgfsf] Ps k6s lgMz\'Ns :jf:Yo lzlj/ ;~rfng ug]{ sfo{qmd /flvPsf] 5.',
    'स्वास्थ्य क्षेत्रमा नगर अस्पतालमा चौबीसै घण्टा प्रसूति सेवा र हरेक वडामा महिनाको एक पटक निःशुल्क स्वास्थ्य शिविर सञ्चालन गर्ने कार्यक्रम राखिएको छ।',
  ],
  [
    "ls;fgsf nflu pGgt aLp / ;fgf l;FrfO cfof]hgfdf cg'bfg lbg] 3f]if0ff klg ul/Psf] 5.",
    'किसानका लागि उन्नत बीउ र साना सिँचाइ आयोजनामा अनुदान दिने घोषणा पनि गरिएको छ।',
  ],
  [
    "ah]6df o'jf :j/f]huf/ sfo{qmdsf nflu # s/f]8 / Ho]i7 gful/s tyf ckfËtf ePsf JolQmsf nflu lbjf ;]jf s]G› ;~rfng ug{ ! s/f]8 ?k}ofF 5'6\\ofOPsf] 5.",
    'बजेटमा युवा स्वरोजगार कार्यक्रमका लागि ३ करोड र ज्येष्ठ नागरिक तथा अपाङ्गता भएका व्यक्तिका लागि दिवा सेवा केन्द्र सञ्चालन गर्न १ करोड रुपैयाँ छुट्याइएको छ।',
  ],
  [
    "gu/kflnsfn] o; jif{b]lv ;a} j8fdf v'nf Jofofdzfnf / afnpBfg agfpg] 3f]if0ff klg u/]sf] 5.",
    'नगरपालिकाले यस वर्षदेखि सबै वडामा खुला व्यायामशाला र बालउद्यान बनाउने घोषणा पनि गरेको छ।',
  ],
  [
    "ah]6 k|:t't ub}{ pkk|d'v uLtf e08f/Ln] ;|f]t ;Lldt eP klg gful/ssf cfwf/e\"t cfjZostfnfO{ s]G›df /fv]/ ah]6 agfOPsf] atfOG.",
    'बजेट प्रस्तुत गर्दै उपप्रमुख गीता भण्डारीले स्रोत सीमित भए पनि नागरिकका आधारभूत आवश्यकतालाई केन्द्रमा राखेर बजेट बनाइएको बताइन्।',
  ],
  [
    "gu/;efdf s]xL ;b:ox¿n] eg] cfGtl/s cfDbfgL a9fpg] 7f]; of]hgf gcfPsf] / ;fgf 6f]n ;8sdf sd ah]6 k/]sf] eGb} ;'emfj lbPsf lyP.",
    'नगरसभामा केही सदस्यहरूले भने आन्तरिक आम्दानी बढाउने ठोस योजना नआएको र साना टोल सडकमा कम बजेट परेको भन्दै सुझाव दिएका थिए।',
  ],
  [
    "ofq'afxs a; ;8saflx/ v:bf !$ hgf 3fOt], ;a}sf] cj:yf ;fdfGo",
    'यात्रुबाहक बस सडकबाहिर खस्दा १४ जना घाइते, सबैको अवस्था सामान्य',
  ],
  [
    "lxdlul/af6 ;]tLau/tkm{ hfFb} u/]sf] ofq'afxs a; lr;fkfgL psfnf]df ;8saflx/ v:bf !$ hgf 3fOt] ePsf 5G.",
    'हिमगिरिबाट सेतीबगरतर्फ जाँदै गरेको यात्रुबाहक बस चिसापानी उकालोमा सडकबाहिर खस्दा १४ जना घाइते भएका छन्।',
  ],
  ['3fOt]sf] pkrf/ lxdlul/ c:ktfndf eO/x]sf] 5.', 'घाइतेको उपचार हिमगिरि अस्पतालमा भइरहेको छ।'],
  [
    "lxdlul/af6 ;]tLau/tkm{ hfFb} u/]sf] Pp6f ofq'afxs a; cfh laxfg} lr;fkfgL psfnf]df ;8saflx/ v:bf rfns;lxt !$ hgf 3fOt] ePsf 5G.",
    'हिमगिरिबाट सेतीबगरतर्फ जाँदै गरेको एउटा यात्रुबाहक बस आज बिहानै चिसापानी उकालोमा सडकबाहिर खस्दा चालकसहित १४ जना घाइते भएका छन्।',
  ],
  [
    'a; ;8seGbf sl/a @) ld6/ tn emf8Ldf cl8\\sPsfn] 7"nf] b\'3{6gf 6/]sf] k|x/Ln] hgfPsf] 5.',
    'बस सडकभन्दा करिब २० मिटर तल झाडीमा अड्किएकाले ठूलो दुर्घटना टरेको प्रहरीले जनाएको छ।',
  ],
  [
    "b'3{6gfsf] va/ kfpgf;fy glhs}sf] ufpFsf afl;Gbf p4f/df vl6Psf lyP.",
    'दुर्घटनाको खबर पाउनासाथ नजिकैको गाउँका बासिन्दा उद्धारमा खटिएका थिए।',
  ],
  [
    "k|x/L / PDa'n]G; k'u]kl5 3fOt]nfO{ lxdlul/ c:ktfn nluPsf] xf].",
    'प्रहरी र एम्बुलेन्स पुगेपछि घाइतेलाई हिमगिरि अस्पताल लगिएको हो।',
  ],
  [
    "c:ktfnsL d]l8sn ;'kl/6]G8]G6 8f= clgtf u'?ªsf cg';f/ tLg hgfsf] xft jf v'§f efFlrPsf] 5 eg] c¿nfO{ ;fdfGo rf]6 nfu]sf] 5.",
    'अस्पतालकी मेडिकल सुपरिटेन्डेन्ट डा. अनिता गुरुङका अनुसार तीन जनाको हात वा खुट्टा भाँचिएको छ भने अरूलाई सामान्य चोट लागेको छ।',
  ],
  [
    "a;df ;jf/ Ps ofq' xl/k|;fb e§/fO{n] 3'DtLdf cufl8af6 cfPsf] 6«snfO{ 5Ng] qmddf a; clgolGqt ePsf] atfP.",
    'बसमा सवार एक यात्रु हरिप्रसाद भट्टराईले घुम्तीमा अगाडिबाट आएको ट्रकलाई छल्ने क्रममा बस अनियन्त्रित भएको बताए।',
  ],
  [
    "36gf:yndf k'u]sf :yfgLo o'jf ;'lgn ljsn] cFWof/f]df df]afOnsf] 6r{ afn]/ 3fOt]nfO{ le/af6 dfly Nofpg'k/]sf] atfP.",
    'घटनास्थलमा पुगेका स्थानीय युवा सुनिल विकले अँध्यारोमा मोबाइलको टर्च बालेर घाइतेलाई भिरबाट माथि ल्याउनुपरेको बताए।',
  ],
  [
    "b'3{6gfsf sf/0f sl/a b'O{ 306f pQm ;8sv08df cfjfudg k|efljt ePsf] lyof].",
    'दुर्घटनाका कारण करिब दुई घण्टा उक्त सडकखण्डमा आवागमन प्रभावित भएको थियो।',
  ],
  [
    "k|x/Ln] rfnsnfO{ lgoGq0fdf lnP/ b'3{6gfsf] sf/0faf/] cg';Gwfg ;'? u/]sf] 5.",
    'प्रहरीले चालकलाई नियन्त्रणमा लिएर दुर्घटनाको कारणबारे अनुसन्धान सुरु गरेको छ।',
  ],
  [
    "lr;fkfgL psfnf]df ;8s ;fF3'/f] / 3'DtL w]/} ePsfn] ToxfF ;'/Iff af/ / r]tfjgL lrXg /fVg :yfgLon] nfdf] ;dob]lv dfu ub}{ cfPsf 5G.",
    'चिसापानी उकालोमा सडक साँघुरो र घुम्ती धेरै भएकाले त्यहाँ सुरक्षा बार र चेतावनी चिह्न राख्न स्थानीयले लामो समयदेखि माग गर्दै आएका छन्।',
  ],
  [
    "rGbgk'/df /dfOnf] /f]kfOFM c;f/] uLt ufpFb} ls;fgn] wfg /f]k]",
    'चन्दनपुरमा रमाइलो रोपाइँ: असारे गीत गाउँदै किसानले धान रोपे',
  ],
  [
    ";dod} dg;'g lelqPkl5 rGbgk'/ ufpFkflnsfsf ls;fg /f]kfOFdf Jo:t 5G.",
    'समयमै मनसुन भित्रिएपछि चन्दनपुर गाउँपालिकाका किसान रोपाइँमा व्यस्त छन्।',
  ],
  [
    "rGbgk'/ ufpFkflnsfsf kmfF6x¿df olta]nf /f]kfOFsf] rxnkxn 5.",
    'चन्दनपुर गाउँपालिकाका फाँटहरूमा यतिबेला रोपाइँको चहलपहल छ।',
  ],
  [
    "o; jif{ dg;'g ;dod} lelqP/ v]tdf kof{Kt kfgL hd]sfn] ls;fgx¿ laxfg}b]lv lxnf] v]tdf a]gf{ /f]Kg h'6]sf 5G.",
    'यस वर्ष मनसुन समयमै भित्रिएर खेतमा पर्याप्त पानी जमेकाले किसानहरू बिहानैदेखि हिलो खेतमा बेर्ना रोप्न जुटेका छन्।',
  ],
  [
    'ufpFsf dlxnf ;d"xx¿n] c;f/] uLt ufpFb} kfn}kfnf] Pscsf{sf] v]t /f]Kg] k/Dk/f o; jif{ klg hLljt /fv]sf 5G.',
    'गाउँका महिला समूहहरूले असारे गीत गाउँदै पालैपालो एकअर्काको खेत रोप्ने परम्परा यस वर्ष पनि जीवित राखेका छन्।',
  ],
  [
    '/f]kfOFsf lbg ufpFsf s]6fs]6Lx¿ klg lxnf]df v]Nb}, Pscsf{nfO{ lxnf] 5\\ofKb} /dfpF5G.',
    'रोपाइँका दिन गाउँका केटाकेटीहरू पनि हिलोमा खेल्दै, एकअर्कालाई हिलो छ्याप्दै रमाउँछन्।',
  ],
  [
    ":yfgLo o'jf Snan] o; jif{ /f]kfOFs} cj;/df lxnf] km'6an / c;f/] uLt k|ltof]lutf cfof]hgf u/]sf] 5, h;nfO{ x]g{ l5d]sL ufpFaf6 klg dflg;x¿ cfPsf lyP.",
    'स्थानीय युवा क्लबले यस वर्ष रोपाइँकै अवसरमा हिलो फुटबल र असारे गीत प्रतियोगिता आयोजना गरेको छ, जसलाई हेर्न छिमेकी गाउँबाट पनि मानिसहरू आएका थिए।',
  ],
  [
    "ufpFkflnsfsf] s[lif zfvfsf cg';f/ o; jif{ sl/a !@ ;o x]S6/ v]tdf wfg /f]kfOF x'g] cg'dfg 5.",
    'गाउँपालिकाको कृषि शाखाका अनुसार यस वर्ष करिब १२ सय हेक्टर खेतमा धान रोपाइँ हुने अनुमान छ।',
  ],
  [
    "zfvfn] ls;fgnfO{ pGgt hftsf aLp / /f;folgs dndf cg'bfg pknAw u/fPsf] 5.",
    'शाखाले किसानलाई उन्नत जातका बीउ र रासायनिक मलमा अनुदान उपलब्ध गराएको छ।',
  ],
  [
    'ut jif{ dn cefjsf sf/0f ef]u]sf] ;d:of o; jif{ gbf]xf]l/of]: eg]/ ;dod} dn e08f/0f ul/Psf] s[lif clws[t k|sfz Gof}kfg]n] atfP.',
    'गत वर्ष मल अभावका कारण भोगेको समस्या यस वर्ष नदोहोरियोस् भनेर समयमै मल भण्डारण गरिएको कृषि अधिकृत प्रकाश न्यौपानेले बताए।',
  ],
  [
    "o'jf k':tf /f]huf/Lsf nflu aflxl/Psfn] v]tfnf kfpg eg] sl7g x'Fb} uPsf] ls;fgx¿sf] u'gf;f] 5.",
    'युवा पुस्ता रोजगारीका लागि बाहिरिएकाले खेताला पाउन भने कठिन हुँदै गएको किसानहरूको गुनासो छ।',
  ],
  [
    's]xL ls;fgn] o; jif{ klxnf] k6s wfg /f]Kg] d]l;g ef8fdf lnP/ k|of]u u/]sf 5G.',
    'केही किसानले यस वर्ष पहिलो पटक धान रोप्ने मेसिन भाडामा लिएर प्रयोग गरेका छन्।',
  ],
  [
    'ufpFkflnsfn] cfufdL jif{b]lv s[lif oGq ef8fdf lbg] s]G› :yfkgf ug]{ of]hgf agfPsf] 5.',
    'गाउँपालिकाले आगामी वर्षदेखि कृषि यन्त्र भाडामा दिने केन्द्र स्थापना गर्ने योजना बनाएको छ।',
  ],
  [
    "k|;f/0f nfOgdf k|fljlws v/faL, tLg gu/kflnsfdf ;ft 306f aQL u'n",
    'प्रसारण लाइनमा प्राविधिक खराबी, तीन नगरपालिकामा सात घण्टा बत्ती गुल',
  ],
  [
    'sfnLvf]nf–lxdlul/ k|;f/0f nfOgdf cfPsf] v/faLsf sf/0f lxdlul/;lxt tLg gu/kflnsfdf sl/a ;ft 306f ljB\'T cfk"lt{ cj?4 eof].',
    'कालीखोला–हिमगिरि प्रसारण लाइनमा आएको खराबीका कारण हिमगिरिसहित तीन नगरपालिकामा करिब सात घण्टा विद्युत् आपूर्ति अवरुद्ध भयो।',
  ],
  [';fFem cfk"lt{ ;\'rf? ul/Psf] 5.', 'साँझ आपूर्ति सुचारु गरिएको छ।'],
  [
    'sfnLvf]nf–lxdlul/ ## s]eL k|;f/0f nfOgdf cfPsf] k|fljlws v/faLsf sf/0f lxdlul/, km"naf/L / ;]tLau/ gu/kflnsfdf cfh lbpF;f] sl/a ;ft 306f ljB\'T cfk"lt{ cj?4 eof].',
    'कालीखोला–हिमगिरि ३३ केभी प्रसारण लाइनमा आएको प्राविधिक खराबीका कारण हिमगिरि, फूलबारी र सेतीबगर नगरपालिकामा आज दिउँसो करिब सात घण्टा विद्युत् आपूर्ति अवरुद्ध भयो।',
  ],
  [
    'lbpF;f] !@ ah]lt/ aQL uPkl5 pBf]u, c:ktfn / ;/sf/L sfof{nosf] sfdsfh k|efljt ePsf] lyof].',
    'दिउँसो १२ बजेतिर बत्ती गएपछि उद्योग, अस्पताल र सरकारी कार्यालयको कामकाज प्रभावित भएको थियो।',
  ],
  [
    "ljB'T ljt/0f s]G›sf k|d'v OlGhlgo/ ;~ho sfsL{sf cg';f/ xfjfx'/Ln] 9n]sf] ¿v tf/df k/]/ Pp6f vDaf efFlrPsf] lyof].",
    'विद्युत् वितरण केन्द्रका प्रमुख इन्जिनियर सञ्जय कार्कीका अनुसार हावाहुरीले ढलेको रूख तारमा परेर एउटा खम्बा भाँचिएको थियो।',
  ],
  [
    'k|fljlws 6f]nLn] gofF vDaf uf8]/ ;fFem & ah]b]lv qmdzM cfk"lt{ ;\'rf? u/]sf] xf].',
    'प्राविधिक टोलीले नयाँ खम्बा गाडेर साँझ ७ बजेदेखि क्रमशः आपूर्ति सुचारु गरेको हो।',
  ],
  [
    "aQL gx'Fbf lxdlul/ c:ktfnn] h]g]/]6/ rnfP/ cfsl:ds ;]jf / zNolqmof sIf ;~rfng u/]sf] lyof].",
    'बत्ती नहुँदा हिमगिरि अस्पतालले जेनेरेटर चलाएर आकस्मिक सेवा र शल्यक्रिया कक्ष सञ्चालन गरेको थियो।',
  ],
  [";fgf pBf]u / 5fkfvfgfn] eg] lbge/ sfd /f]Sg'k/]sf] lyof].", 'साना उद्योग र छापाखानाले भने दिनभर काम रोक्नुपरेको थियो।'],
  [
    'df]afOn 6fj/sf] Aofsck ;lsFbf s]xL If]qdf kmf]g ;Dks{;d]t cj?4 ePsf] lyof].',
    'मोबाइल टावरको ब्याकअप सकिँदा केही क्षेत्रमा फोन सम्पर्कसमेत अवरुद्ध भएको थियो।',
  ],
  [
    'aQL uPsf a]nf lxdlul/ ahf/sf k]6«f]n kDk / df]afOn rflh{ª k;ndf le8 nfu]sf] lyof].',
    'बत्ती गएका बेला हिमगिरि बजारका पेट्रोल पम्प र मोबाइल चार्जिङ पसलमा भिड लागेको थियो।',
  ],
  [
    ';f}o{ Kofgn ePsf s]xL 3/n] l5d]sLnfO{ df]afOn rfh{ ug{ ;3fPsf lyP.',
    'सौर्य प्यानल भएका केही घरले छिमेकीलाई मोबाइल चार्ज गर्न सघाएका थिए।',
  ],
  [";fFem aQL cfpg]lalQs} ahf/df km]l/ rxnkxn ;'? ePsf] lyof].", 'साँझ बत्ती आउनेबित्तिकै बजारमा फेरि चहलपहल सुरु भएको थियो।'],
  [
    "ljt/0f s]G›n] jiff{ofddf o:tf cj/f]w bf]xf]l/g glbg nfOgd'lgsf ¿vsf xfFuf sf6\\g] cleofg cl3 a9fpg] hgfPsf] 5.",
    'वितरण केन्द्रले वर्षायाममा यस्ता अवरोध दोहोरिन नदिन लाइनमुनिका रूखका हाँगा काट्ने अभियान अघि बढाउने जनाएको छ।',
  ],
  [
    "pkef]QmfnfO{ tf/ r'Fl8Psf] jf vDaf 9n]sf] b]v]df g5'g / t'?Gt glhssf] sfof{nodf va/ ug{ cfu|x ul/Psf] 5.",
    'उपभोक्तालाई तार चुँडिएको वा खम्बा ढलेको देखेमा नछुन र तुरुन्त नजिकको कार्यालयमा खबर गर्न आग्रह गरिएको छ।',
  ],
  [
    ";]tLau/df b'O{ lbg] lgMz'Ns :jf:Yo lzlj/, !@ ;oeGbf a9Ln] lnP ;]jf",
    'सेतीबगरमा दुई दिने निःशुल्क स्वास्थ्य शिविर, १२ सयभन्दा बढीले लिए सेवा',
  ],
  [
    "lxdlul/ c:ktfn / :yfgLo o'jf Snasf] ;+o'Qm cfof]hgfdf ;]tLau/df ePsf] lgMz'Ns :jf:Yo lzlj/af6 !@ ;oeGbf a9L la/fdLn] ;]jf lnPsf 5G.",
    'हिमगिरि अस्पताल र स्थानीय युवा क्लबको संयुक्त आयोजनामा सेतीबगरमा भएको निःशुल्क स्वास्थ्य शिविरबाट १२ सयभन्दा बढी बिरामीले सेवा लिएका छन्।',
  ],
  [
    ";]tLau/sf] ;fd'bflos ejgdf ;DkGg b'O{ lbg] lgMz'Ns :jf:Yo lzlj/af6 !@ ;oeGbf a9L la/fdLn] ;]jf lnPsf 5G.",
    'सेतीबगरको सामुदायिक भवनमा सम्पन्न दुई दिने निःशुल्क स्वास्थ्य शिविरबाट १२ सयभन्दा बढी बिरामीले सेवा लिएका छन्।',
  ],
  [
    "lxdlul/ c:ktfn / :yfgLo o'jf Snasf] ;+o'Qm cfof]hgfdf ePsf] lzlj/df cfFvf, bfFt, :qL/f]u, afn/f]u / ;fdfGo lrlsT;fsf ljz]if1 lrlsT;sn] ;]jf lbPsf lyP.",
    'हिमगिरि अस्पताल र स्थानीय युवा क्लबको संयुक्त आयोजनामा भएको शिविरमा आँखा, दाँत, स्त्रीरोग, बालरोग र सामान्य चिकित्साका विशेषज्ञ चिकित्सकले सेवा दिएका थिए।',
  ],
  ['lzlj/df ;a}eGbf w]/} cfFvf / bfFtsf la/fdL cfPsf lyP.', 'शिविरमा सबैभन्दा धेरै आँखा र दाँतका बिरामी आएका थिए।'],
  [
    "cfFvf hfFr u/fPsf sl/a rf/ ;o hgfdWo] *% hgfdf df]ltoflaGb' klxrfg ePsf] 5, h;sf] zNolqmof cfufdL dlxgf lxdlul/ c:ktfndf lgMz'Ns ul/g] hgfOPsf] 5.",
    'आँखा जाँच गराएका करिब चार सय जनामध्ये ८५ जनामा मोतियाबिन्दु पहिचान भएको छ, जसको शल्यक्रिया आगामी महिना हिमगिरि अस्पतालमा निःशुल्क गरिने जनाइएको छ।',
  ],
  ['lzlj/df !%) hgfnfO{ r:df klg ljt/0f ul/Psf] lyof].', 'शिविरमा १५० जनालाई चस्मा पनि वितरण गरिएको थियो।'],
  [
    'lzlj/df #) hgf :jo+;]jsn] btf{, cf}iflw ljt/0f / Ho]i7 gful/snfO{ ;xof]u ug]{ sfd u/]sf lyP.',
    'शिविरमा ३० जना स्वयंसेवकले दर्ता, औषधि वितरण र ज्येष्ठ नागरिकलाई सहयोग गर्ने काम गरेका थिए।',
  ],
  [
    "lzlj/df cfPsf ;a} la/fdLnfO{ cfjZos cf}iflw klg lgMz'Ns lbOPsf] lyof].",
    'शिविरमा आएका सबै बिरामीलाई आवश्यक औषधि पनि निःशुल्क दिइएको थियो।',
  ],
  [
    ";x/sf] c:ktfn hfg vr{ / ;do b'j} gk'Ug] ePsfn] o:tf] lzlj/ jif{df sDtLdf b'O{ k6s x'g'kg]{ ^* jifL{o ltnsaxfb'/ a'9fn] atfP.",
    'सहरको अस्पताल जान खर्च र समय दुवै नपुग्ने भएकाले यस्तो शिविर वर्षमा कम्तीमा दुई पटक हुनुपर्ने ६८ वर्षीय तिलकबहादुर बुढाले बताए।',
  ],
  [
    "cfof]hsx¿n] csf]{ lzlj/ rGbgk'/df ug]{ tof/L ul//x]sf] hgfPsf 5G.",
    'आयोजकहरूले अर्को शिविर चन्दनपुरमा गर्ने तयारी गरिरहेको जनाएका छन्।',
  ],
  [
    "af9Ln] sf7] k'n aufof], ljBfnoaf6 kmsF{b} u/]sf ljBfyL{ vf]nfkfl/ cnkq",
    'बाढीले काठे पुल बगायो, विद्यालयबाट फर्कँदै गरेका विद्यार्थी खोलापारि अलपत्र',
  ],
  [
    "rGbgk'/ ufpFkflnsfsf] l;dvf]nfdf ag]sf] c:yfoL sf7] k'n af9Ln] aufpFbf sl/a *) ljBfyL{ vf]nfkfl/ cl8\\sP.",
    'चन्दनपुर गाउँपालिकाको सिमखोलामा बनेको अस्थायी काठे पुल बाढीले बगाउँदा करिब ८० विद्यार्थी खोलापारि अड्किए।',
  ],
  [
    ":yfgLo / k|x/Lsf] ;xof]udf pgLx¿nfO{ 8f]/Lsf] ;xf/fn] ;'/lIft kfl/of].",
    'स्थानीय र प्रहरीको सहयोगमा उनीहरूलाई डोरीको सहाराले सुरक्षित पारियो।',
  ],
  [
    "rGbgk'/ ufpFkflnsf–$ sf] l;dvf]nfdf :yfgLon] agfPsf] c:yfoL sf7] k'n lxhf] lbpF;f] cfPsf] af9Ln] aufPsf] 5.",
    'चन्दनपुर गाउँपालिका–४ को सिमखोलामा स्थानीयले बनाएको अस्थायी काठे पुल हिजो दिउँसो आएको बाढीले बगाएको छ।',
  ],
  [
    "k'n au]kl5 ljBfnoaf6 3/ kms{g nfu]sf sl/a *) ljBfyL{ vf]nfkfl/ cnkq k/]sf lyP.",
    'पुल बगेपछि विद्यालयबाट घर फर्कन लागेका करिब ८० विद्यार्थी खोलापारि अलपत्र परेका थिए।',
  ],
  [";fFem ^ ah];Dd ;a} ljBfyL{ ;'/lIft ¿kdf 3/ k'u]sf 5G.", 'साँझ ६ बजेसम्म सबै विद्यार्थी सुरक्षित रूपमा घर पुगेका छन्।'],
  ['p4f/sf qmddf s;}nfO{ rf]6 nfu]sf] 5}g.', 'उद्धारका क्रममा कसैलाई चोट लागेको छैन।'],
  [
    "p4f/ x]g{ vf]nflsgf/df e]nf ePsf cleefjsx¿ 5f]/f5f]/L ;s'zn jfl/ cfOk'Ubf efj's ePsf lyP.",
    'उद्धार हेर्न खोलाकिनारमा भेला भएका अभिभावकहरू छोराछोरी सकुशल वारि आइपुग्दा भावुक भएका थिए।',
  ],
  [
    ">L l;dvf]nf cfwf/e\"t ljBfnosL k|wfgfWofks sdnf /fO{n] vf]nfdf kSsL k'n gx'Fbf x/]s jiff{ofddf ljBfyL{sf] k9fO k|efljt x'g] u/]sf] atfOG.",
    'श्री सिमखोला आधारभूत विद्यालयकी प्रधानाध्यापक कमला राईले खोलामा पक्की पुल नहुँदा हरेक वर्षायाममा विद्यार्थीको पढाइ प्रभावित हुने गरेको बताइन्।',
  ],
  [
    "ufpFkflnsfsf cWoIf 6]saxfb'/ du/n] tTsfn csf]{ c:yfoL k'n agfpg k|fljlws 6f]nL k7fOg] / cfufdL cfly{s jif{df emf]n'Ë] k'n lgdf{0fsf nflu ah]6 5'6\\ofOg] atfP.",
    'गाउँपालिकाका अध्यक्ष टेकबहादुर मगरले तत्काल अर्को अस्थायी पुल बनाउन प्राविधिक टोली पठाइने र आगामी आर्थिक वर्षमा झोलुङ्गे पुल निर्माणका लागि बजेट छुट्याइने बताए।',
  ],
  [
    "k'n gag];Dd ljBfnon] kfl/sf ljBfyL{sf nflu ;fd'bflos ejgdf c:yfoL sIff ;~rfng ug]{ lg0f{o u/]sf] 5.",
    'पुल नबनेसम्म विद्यालयले पारिका विद्यार्थीका लागि सामुदायिक भवनमा अस्थायी कक्षा सञ्चालन गर्ने निर्णय गरेको छ।',
  ],
  ['lkknrf}/ dfWolds ljBfnonfO{ gofF ejg / lj1fg k|of]uzfnf', 'पिपलचौर माध्यमिक विद्यालयलाई नयाँ भवन र विज्ञान प्रयोगशाला'],
  [
    "lxdlul/ gu/kflnsf–^ l:yt >L lkknrf}/ dfWolds ljBfnodf lj1fg k|of]uzfnf, sDKo'6/ sIf / k':tsfno;lxtsf] e\"sDkk|lt/f]wL gofF ejg x:tfGt/0f ul/Psf] 5.",
    'हिमगिरि नगरपालिका–६ स्थित श्री पिपलचौर माध्यमिक विद्यालयमा विज्ञान प्रयोगशाला, कम्प्युटर कक्ष र पुस्तकालयसहितको भूकम्पप्रतिरोधी नयाँ भवन हस्तान्तरण गरिएको छ।',
  ],
  [
    'lxdlul/ gu/kflnsf–^ l:yt >L lkknrf}/ dfWolds ljBfnodf e"sDkk|lt/f]wL gofF ejg x:tfGt/0f ul/Psf] 5.',
    'हिमगिरि नगरपालिका–६ स्थित श्री पिपलचौर माध्यमिक विद्यालयमा भूकम्पप्रतिरोधी नयाँ भवन हस्तान्तरण गरिएको छ।',
  ],
  [
    "!@ sf]7] b'O{tn] ejgdf sIffsf]7f;Fu} lj1fg k|of]uzfnf, sDKo'6/ sIf / k':tsfnosf] Joj:yf ul/Psf] 5.",
    '१२ कोठे दुईतले भवनमा कक्षाकोठासँगै विज्ञान प्रयोगशाला, कम्प्युटर कक्ष र पुस्तकालयको व्यवस्था गरिएको छ।',
  ],
  [
    "sl/a ^ ;o ljBfyL{ k9\\g] of] ljBfnosf sIffx¿ o;cl3 lr/f k/]sf k'/fgf df6f]sf ejgdf ;~rfng x'Fb} cfPsf lyP.",
    'करिब ६ सय विद्यार्थी पढ्ने यो विद्यालयका कक्षाहरू यसअघि चिरा परेका पुराना माटोका भवनमा सञ्चालन हुँदै आएका थिए।',
  ],
  [
    "jiff{ofddf 5taf6 kfgL r'lxg] / leQf elTsg] 8/n] sltko cleefjs 5f]/f5f]/LnfO{ ljBfno k7fpg lxrlsrfpg] u/]sf] k|wfgfWofks gf/fo0f zdf{n] atfP.",
    'वर्षायाममा छतबाट पानी चुहिने र भित्ता भत्किने डरले कतिपय अभिभावक छोराछोरीलाई विद्यालय पठाउन हिचकिचाउने गरेको प्रधानाध्यापक नारायण शर्माले बताए।',
  ],
  [
    'gofF k|of]uzfnfdf ef}lts, /;fog / hLjlj1fgsf k|of]u ug{ cfjZos pks/0f /flvPsf 5G.',
    'नयाँ प्रयोगशालामा भौतिक, रसायन र जीवविज्ञानका प्रयोग गर्न आवश्यक उपकरण राखिएका छन्।',
  ],
  [
    'sIff ( sL ljBfyL{ ;[li6 s];Ln] lstfadf dfq k9]sf k|of]u ca cfkm}F u/]/ x]g{ kfOg] ePsfn] lj1fg ljifo emg} /f]rs nfUg yfn]sf] atfOG.',
    'कक्षा ९ की विद्यार्थी सृष्टि केसीले किताबमा मात्र पढेका प्रयोग अब आफैँ गरेर हेर्न पाइने भएकाले विज्ञान विषय झनै रोचक लाग्न थालेको बताइन्।',
  ],
  [
    "ljBfnosf] sDKo'6/ sIfdf @) j6f sDKo'6/ / OG6/g]6sf] Joj:yf ul/Psf] 5.",
    'विद्यालयको कम्प्युटर कक्षमा २० वटा कम्प्युटर र इन्टरनेटको व्यवस्था गरिएको छ।',
  ],
  [
    'lzIfsx¿n] ca ljBfyL{nfO{ sDKo\'6/sf cfwf/e"t ;Lk;Fu} cgnfOg ;fdu|Lsf] k|of]u u/]/ k9fpg ;lsg] atfPsf 5G.',
    'शिक्षकहरूले अब विद्यार्थीलाई कम्प्युटरका आधारभूत सीपसँगै अनलाइन सामग्रीको प्रयोग गरेर पढाउन सकिने बताएका छन्।',
  ],
  ["k':tsfnodf eg] b'O{ xhf/eGbf a9L k':ts /flvPsf 5G.", 'पुस्तकालयमा भने दुई हजारभन्दा बढी पुस्तक राखिएका छन्।'],
  [
    "ejg lgdf{0fdf gu/kflnsf, k|b]z ;/sf/ / :yfgLo cleefjssf] ;+o'Qm nufgL /x]sf] 5.",
    'भवन निर्माणमा नगरपालिका, प्रदेश सरकार र स्थानीय अभिभावकको संयुक्त लगानी रहेको छ।',
  ],
  [
    'cleefjsx¿n] >dbfgsf ;fy} sl/a !% nfv ?k}ofF ;Íng u/]sf lyP.',
    'अभिभावकहरूले श्रमदानका साथै करिब १५ लाख रुपैयाँ सङ्कलन गरेका थिए।',
  ],
  [
    "ljBfnon] cfufdL z}lIfs ;qb]lv sIff !! df lj1fg ;Ífo ;'? ug]{ tof/L u/]sf] 5.",
    'विद्यालयले आगामी शैक्षिक सत्रदेखि कक्षा ११ मा विज्ञान सङ्काय सुरु गर्ने तयारी गरेको छ।',
  ],
  [
    'lxdlul/ If]qdf $=* DoflUgRo\'8sf] e"sDk, 7"nf] Iflt gePsf] k|f/lDes hfgsf/L',
    'हिमगिरि क्षेत्रमा ४.८ म्याग्निच्युडको भूकम्प, ठूलो क्षति नभएको प्रारम्भिक जानकारी',
  ],
  [
    'cfh laxfg lxdlul/ If]qdf $=* DoflUgRo\'8sf] e"sDk uPsf] 5.',
    'आज बिहान हिमगिरि क्षेत्रमा ४.८ म्याग्निच्युडको भूकम्प गएको छ।',
  ],
  [
    's]xL k\'/fgf 3/sf leQfdf lr/f k/]afx]s 7"nf] Iflt gePsf] k|f/lDes hfgsf/L 5.',
    'केही पुराना घरका भित्तामा चिरा परेबाहेक ठूलो क्षति नभएको प्रारम्भिक जानकारी छ।',
  ],
  [
    'cfh laxfg % ah]/ !@ ldg]6df lxdlul/ If]qdf $=* DoflUgRo\'8sf] e"sDk uPsf] 5.',
    'आज बिहान ५ बजेर १२ मिनेटमा हिमगिरि क्षेत्रमा ४.८ म्याग्निच्युडको भूकम्प गएको छ।',
  ],
  [
    'e"sDksf] s]G›laGb\' ;]tf]w\'/L e~Hofª cf;kf; /x]sf] :yfgLo e"sDk dfkg s]G›n] hgfPsf] 5.',
    'भूकम्पको केन्द्रबिन्दु सेतोधुरी भञ्ज्याङ आसपास रहेको स्थानीय भूकम्प मापन केन्द्रले जनाएको छ।',
  ],
  ["em6\\sf sl/a !% ;]s]G8;Dd dx;'; ul/Psf] lyof].", 'झट्का करिब १५ सेकेन्डसम्म महसुस गरिएको थियो।'],
  [
    "laxfg} ;'lt/x]sf a]nf em6\\sf cfPkl5 w]/} dflg; cflQP/ 3/aflx/ lgl:sPsf lyP.",
    'बिहानै सुतिरहेका बेला झट्का आएपछि धेरै मानिस आत्तिएर घरबाहिर निस्किएका थिए।',
  ],
  [
    ";]tf]w'/Lglhssf b'O{ ufpFdf s]xL k'/fgf df6f]sf 3/sf leQfdf lr/f k/]sf] / Pp6f uf]7sf] 5fgf elTsPsf] 5.",
    'सेतोधुरीनजिकका दुई गाउँमा केही पुराना माटोका घरका भित्तामा चिरा परेको र एउटा गोठको छाना भत्किएको छ।',
  ],
  ['xfn;Dd s\'g} dfgjLo Ifltsf] ;"rgf cfPsf] 5}g.', 'हालसम्म कुनै मानवीय क्षतिको सूचना आएको छैन।'],
  [
    'lhNnf k|zf;g sfof{non] j8f sfof{no / k|x/L rf}sLdfkm{t Ifltsf] ljj/0f ;Íng ul//x]sf] 5.',
    'जिल्ला प्रशासन कार्यालयले वडा कार्यालय र प्रहरी चौकीमार्फत क्षतिको विवरण सङ्कलन गरिरहेको छ।',
  ],
  [
    "k|d'v lhNnf clwsf/L ljgf]b kf}8]nn] lr/f k/]sf 3/df tTsfn ga:g / cfjZos k/] glhssf] ljBfnodf c:yfoL ¿kdf a:g cfu|x u/]sf 5G.",
    'प्रमुख जिल्ला अधिकारी विनोद पौडेलले चिरा परेका घरमा तत्काल नबस्न र आवश्यक परे नजिकको विद्यालयमा अस्थायी रूपमा बस्न आग्रह गरेका छन्।',
  ],
  [
    'e"sDkkl5 ;]tf]w\'/L If]qsf ljBfnox¿ cfh aGb ul/Psf 5G / k|fljlws 6f]nLn] ljBfno ejgsf] hfFr ul//x]sf] 5.',
    'भूकम्पपछि सेतोधुरी क्षेत्रका विद्यालयहरू आज बन्द गरिएका छन् र प्राविधिक टोलीले विद्यालय भवनको जाँच गरिरहेको छ।',
  ],
  [
    ";]tf]w'/L e~Hofªtkm{ s]xL kbofqL / uf]7fnfx¿ /x]sf] hfgsf/L cfPkl5 k|x/Lsf] Pp6f 6f]nL Totf k7fOPsf] lyof].",
    'सेतोधुरी भञ्ज्याङतर्फ केही पदयात्री र गोठालाहरू रहेको जानकारी आएपछि प्रहरीको एउटा टोली त्यता पठाइएको थियो।',
  ],
  ["pgLx¿ ;a} ;'/lIft /x]sf] k'li6 ePsf] 5.", 'उनीहरू सबै सुरक्षित रहेको पुष्टि भएको छ।'],
  [
    'e"ue{ljb\\x¿sf cg\';f/ o:tf dWod e"sDkkl5 s]xL lbg;Dd ;fgf k/sDk cfpg ;S5G.',
    'भूगर्भविद्हरूका अनुसार यस्ता मध्यम भूकम्पपछि केही दिनसम्म साना परकम्प आउन सक्छन्।',
  ],
  [
    "e\"sDk cfpFbf gcflQO{ alnof] 6]and'lg jf v'nf 7fpFdf hfg, l;F9L / lnˆ6 k|of]u gug{ tyf 3/df cfkTsfnLg emf]nf tof/ /fVg pgLx¿n] ;'emfj lbPsf 5G.",
    'भूकम्प आउँदा नआत्तिई बलियो टेबलमुनि वा खुला ठाउँमा जान, सिँढी र लिफ्ट प्रयोग नगर्न तथा घरमा आपत्कालीन झोला तयार राख्न उनीहरूले सुझाव दिएका छन्।',
  ],
  ['gLntfndf cfGtl/s ko{6s a9], xf]d:6]x¿ el/e/fp', 'नीलतालमा आन्तरिक पर्यटक बढे, होमस्टेहरू भरिभराउ'],
  [
    "jiff{ofd ;'? eP klg gLntfn If]qdf cfGtl/s ko{6ssf] rxnkxn a9]sf] 5.",
    'वर्षायाम सुरु भए पनि नीलताल क्षेत्रमा आन्तरिक पर्यटकको चहलपहल बढेको छ।',
  ],
  ["tfnjl/kl/sf xf]d:6] ;KtfxfGtdf el/e/fp x'g yfn]sf 5G.", 'तालवरिपरिका होमस्टे सप्ताहान्तमा भरिभराउ हुन थालेका छन्।'],
  [
    "kl5Nnf] Ps dlxgfdf sl/a !* xhf/ ko{6s gLntfn k'u]sf] gLntfn ko{6g ljsf; ;ldltsf] tYofÍ 5, h'g ut jif{sf] ;f]xL cjlweGbf sl/a #) k|ltzt a9L xf].",
    'पछिल्लो एक महिनामा करिब १८ हजार पर्यटक नीलताल पुगेको नीलताल पर्यटन विकास समितिको तथ्याङ्क छ, जुन गत वर्षको सोही अवधिभन्दा करिब ३० प्रतिशत बढी हो।',
  ],
  [
    "tfnjl/kl/sf ufpFdf ;~rflnt @@ j6f xf]d:6] ;KtfxfGtdf el/e/fp x'g] u/]sf 5G.",
    'तालवरिपरिका गाउँमा सञ्चालित २२ वटा होमस्टे सप्ताहान्तमा भरिभराउ हुने गरेका छन्।',
  ],
  [
    "tfnlsgf/ 6f]ndf xf]d:6] rnfpFb} cfPsL ;Ltf u'?ªn] ko{6snfO{ :yfgLo vfgf;Fu} ufpFsf] hLjgz}nL b]vfpFbf pgLx¿ lgs} /dfpg] u/]sf] atfOG.",
    'तालकिनार टोलमा होमस्टे चलाउँदै आएकी सीता गुरुङले पर्यटकलाई स्थानीय खानासँगै गाउँको जीवनशैली देखाउँदा उनीहरू निकै रमाउने गरेको बताइन्।',
  ],
  [
    'ko{6sx¿ tfndf 8\'Ëf ;o/, lsgf/sf] k}bn dfu{ / glhs}sf] 8fF8faf6 b]lvg] ;"of]{bosf] b[Zo x]g{ ljz]if ?lr /fVg] u/]sf 5G.',
    'पर्यटकहरू तालमा डुङ्गा सयर, किनारको पैदल मार्ग र नजिकैको डाँडाबाट देखिने सूर्योदयको दृश्य हेर्न विशेष रुचि राख्ने गरेका छन्।',
  ],
  [
    "a9\\bf] ko{6g;Fu} :yfgLo o'jfsf nflu 8'Ëf rnfpg], kbofqfdf ufO8 ug]{ / x:tsnf a]Rg]h:tf /f]huf/Lsf cj;/ a9]sf 5G.",
    'बढ्दो पर्यटनसँगै स्थानीय युवाका लागि डुङ्गा चलाउने, पदयात्रामा गाइड गर्ने र हस्तकला बेच्नेजस्ता रोजगारीका अवसर बढेका छन्।',
  ],
  [
    ";ldltsf cg';f/ kl5Nnf] Ps jif{df dfq} $) hgf o'jfn] ko{6g If]qdf sfd ;'? u/]sf 5G.",
    'समितिका अनुसार पछिल्लो एक वर्षमा मात्रै ४० जना युवाले पर्यटन क्षेत्रमा काम सुरु गरेका छन्।',
  ],
  ["ko{6s a9];Fu} kmf]xf]/ Joj:yfkg eg] r'gf}tL ag]sf] 5.", 'पर्यटक बढेसँगै फोहोर व्यवस्थापन भने चुनौती बनेको छ।'],
  [
    ';ldltn] tfnlsgf/df Knfl:6ssf af]tn / emf]nfsf] k|of]u lg?T;flxt ug{ kfgL eg]{ :6];g /fv]sf] 5 / x/]s zlgaf/ ;/;kmfO cleofg rnfpg] lg0f{o u/]sf] 5.',
    'समितिले तालकिनारमा प्लास्टिकका बोतल र झोलाको प्रयोग निरुत्साहित गर्न पानी भर्ने स्टेसन राखेको छ र हरेक शनिबार सरसफाइ अभियान चलाउने निर्णय गरेको छ।',
  ],
  [
    'afSnf] afbn / sd b[Zotfsf sf/0f lxdlul/ ljdfg:ynsf p8fg rf/ 306f l9nf',
    'बाक्लो बादल र कम दृश्यताका कारण हिमगिरि विमानस्थलका उडान चार घण्टा ढिला',
  ],
  [
    "laxfg}b]lv nfu]sf] afSnf] afbnsf sf/0f lxdlul/ ljdfg:ynaf6 x'g] ;a} laxfgL p8fg sl/a rf/ 306f l9nf eP.",
    'बिहानैदेखि लागेको बाक्लो बादलका कारण हिमगिरि विमानस्थलबाट हुने सबै बिहानी उडान करिब चार घण्टा ढिला भए।',
  ],
  ["lbpF;f] df};d v'n]kl5 p8fg ;'rf? ePsf 5G.", 'दिउँसो मौसम खुलेपछि उडान सुचारु भएका छन्।'],
  [
    "laxfg}b]lv nfu]sf] afSnf] afbn / em/Lsf sf/0f b[Zotf 36]kl5 lxdlul/ ljdfg:ynaf6 x'g] ;a} laxfgL p8fg sl/a rf/ 306f l9nf eP.",
    'बिहानैदेखि लागेको बाक्लो बादल र झरीका कारण दृश्यता घटेपछि हिमगिरि विमानस्थलबाट हुने सबै बिहानी उडान करिब चार घण्टा ढिला भए।',
  ],
  [
    "b[Zotf Ps xhf/ ld6/eGbf sd x'Fbf ljdfg:yndf p8fg / cjt/0f b'j} /f]lsPsf] lyof].",
    'दृश्यता एक हजार मिटरभन्दा कम हुँदा विमानस्थलमा उडान र अवतरण दुवै रोकिएको थियो।',
  ],
  [
    "laxfgsf] klxnf] p8fg ;dfTg lem;ld;]d} ljdfg:yn k'u]sf sl/a tLg ;o ofq' k|tLIffnodf 306f}F s'g{ afWo eP.",
    'बिहानको पहिलो उडान समात्न झिसमिसेमै विमानस्थल पुगेका करिब तीन सय यात्रु प्रतीक्षालयमा घण्टौँ कुर्न बाध्य भए।',
  ],
  [
    "pkrf/sf nflu hfg'kg]{ la/fdL / k/LIff lbg lxF8]sf ljBfyL{;d]t cnkq k/]sf lyP.",
    'उपचारका लागि जानुपर्ने बिरामी र परीक्षा दिन हिँडेका विद्यार्थीसमेत अलपत्र परेका थिए।',
  ],
  [
    "k|tLIffnodf a:g] 7fpF ck'u x'Fbf w]/} ofq' aflx/ pleP/ s'l//x]sf lyP.",
    'प्रतीक्षालयमा बस्ने ठाउँ अपुग हुँदा धेरै यात्रु बाहिर उभिएर कुरिरहेका थिए।',
  ],
  [
    "ljdfg:yn k|d'v /fhs'df/ yfkfsf cg';f/ lbpF;f] !! ah]kl5 afbn x6\\g yfn]kl5 p8fg qmdzM ;'rf? ul/Psf] xf].",
    'विमानस्थल प्रमुख राजकुमार थापाका अनुसार दिउँसो ११ बजेपछि बादल हट्न थालेपछि उडान क्रमशः सुचारु गरिएको हो।',
  ],
  [
    "lbpF;f] # ah];Dd cl8\\sPsf ;a} ofq'nfO{ uGtJotkm{ k7fO;lsPsf] 5.",
    'दिउँसो ३ बजेसम्म अड्किएका सबै यात्रुलाई गन्तव्यतर्फ पठाइसकिएको छ।',
  ],
  [
    "p8fg l9nf x'Fbf ljdfg:ynaflx/sf xf]6n / lrof k;nsf] Jofkf/ eg] a9]sf] lyof].",
    'उडान ढिला हुँदा विमानस्थलबाहिरका होटल र चिया पसलको व्यापार भने बढेको थियो।',
  ],
  [
    "s]xL ofq'n] k|tLIff ug{ g;s]/ l6s6 /2 u/L ;8sdfu{af6 ofqf u/]sf lyP, h;sf nflu jfo';]jf sDkgLx¿n] k\"/} /sd lkmtf{ ug]{ hgfPsf 5G.",
    'केही यात्रुले प्रतीक्षा गर्न नसकेर टिकट रद्द गरी सडकमार्गबाट यात्रा गरेका थिए, जसका लागि वायुसेवा कम्पनीहरूले पूरै रकम फिर्ता गर्ने जनाएका छन्।',
  ],
  [
    "jiff{ofddf laxfgsf] ;dodf afbn nfUg] ;d:of a9\\g] ePsfn] ofq'nfO{ p8fgcl3 jfo';]jf sDkgL;Fu p8fgsf] ;do k'gM k'li6 ug{ cfu|x ul/Psf] 5.",
    'वर्षायाममा बिहानको समयमा बादल लाग्ने समस्या बढ्ने भएकाले यात्रुलाई उडानअघि वायुसेवा कम्पनीसँग उडानको समय पुनः पुष्टि गर्न आग्रह गरिएको छ।',
  ],
  [
    ":yfgLo Joj;foLx¿n] eg] ljdfg:yndf cfw'lgs g]leu];g pks/0f h8fg ug'{kg]{ dfu km]l/ p7fPsf 5G.",
    'स्थानीय व्यवसायीहरूले भने विमानस्थलमा आधुनिक नेभिगेसन उपकरण जडान गर्नुपर्ने माग फेरि उठाएका छन्।',
  ],
  [
    'Knfl:6s 3/df 6df6/ v]tL, /ftdf6]sf ls;fgsf] cfDbfgL bf]Aa/',
    'प्लास्टिक घरमा टमाटर खेती, रातमाटेका किसानको आम्दानी दोब्बर',
  ],
  [
    '/ftdf6] ufpFsf ls;fgx¿n] Knfl:6s 3/leq u/]sf] a]df};dL 6df6/ v]tLaf6 /fd|f] cfDbfgL ug{ yfn]sf 5G.',
    'रातमाटे गाउँका किसानहरूले प्लास्टिक घरभित्र गरेको बेमौसमी टमाटर खेतीबाट राम्रो आम्दानी गर्न थालेका छन्।',
  ],
  [
    "avf{df ahf/df 6df6/ sd x'g] ePsfn] pgLx¿sf] pTkfbgsf] dfu pRr 5.",
    'बर्खामा बजारमा टमाटर कम हुने भएकाले उनीहरूको उत्पादनको माग उच्च छ।',
  ],
  [
    'jiff{ofddf ahf/df 6df6/sf] cfk"lt{ 36\\g] / d"No a9\\g] ePsfn] olta]nf pgLx¿sf] pTkfbgsf] dfu pRr 5.',
    'वर्षायाममा बजारमा टमाटरको आपूर्ति घट्ने र मूल्य बढ्ने भएकाले यतिबेला उनीहरूको उत्पादनको माग उच्च छ।',
  ],
  [
    "tLg jif{cl3 b'O{j6f Knfl:6s 3/af6 v]tL ;'? u/]sf s[ifs /fdrG› kf08];Fu clxn] !@ j6f Knfl:6s 3/ 5G.",
    'तीन वर्षअघि दुईवटा प्लास्टिक घरबाट खेती सुरु गरेका कृषक रामचन्द्र पाण्डेसँग अहिले १२ वटा प्लास्टिक घर छन्।',
  ],
  [
    'o; l;hgdf dfq pgn] sl/a cf7 nfv ?k}ofFsf] 6df6/ a]lr;s]sf 5G.',
    'यस सिजनमा मात्र उनले करिब आठ लाख रुपैयाँको टमाटर बेचिसकेका छन्।',
  ],
  [
    "ufpFdf clxn] sl/a ^) kl/jf/n] Knfl:6s 3/df 6df6/, sfFqmf] / v';f{gL v]tL ul//x]sf 5G.",
    'गाउँमा अहिले करिब ६० परिवारले प्लास्टिक घरमा टमाटर, काँक्रो र खुर्सानी खेती गरिरहेका छन्।',
  ],
  [
    'ls;fgx¿n] ldn]/ agfPsf] ;xsf/Ln] pTkfbg ;Íng u/L ;]tLau/ / lxdlul/sf t/sf/L ahf/df k7fpF5.',
    'किसानहरूले मिलेर बनाएको सहकारीले उत्पादन सङ्कलन गरी सेतीबगर र हिमगिरिका तरकारी बजारमा पठाउँछ।',
  ],
  [
    'o;n] ubf{ larf}lnofsf] e"ldsf 36]sf] 5 / ls;fgn] plrt d"No kfpg yfn]sf 5G.',
    'यसले गर्दा बिचौलियाको भूमिका घटेको छ र किसानले उचित मूल्य पाउन थालेका छन्।',
  ],
  [
    "ufpFsf o'jfx¿ klg clxn] Jofj;flos v]tLtkm{ cfslif{t x'g yfn]sf 5G.",
    'गाउँका युवाहरू पनि अहिले व्यावसायिक खेतीतर्फ आकर्षित हुन थालेका छन्।',
  ],
  [
    's[lif 1fg s]G›sf k|fljlwsx¿n] ls;fgnfO{ h}ljs ljiffbLsf] k|of]u / yf]kf l;FrfO;DaGwL tflnd lbPsf 5G.',
    'कृषि ज्ञान केन्द्रका प्राविधिकहरूले किसानलाई जैविक विषादीको प्रयोग र थोपा सिँचाइसम्बन्धी तालिम दिएका छन्।',
  ],
  [
    "ls;fgx¿n] eg] Knfl:6s / kmnfd] kfOksf] d\"No a9]sfn] ;'?jftL nufgL h'6fpg sl7g x'g] eGb} ;x'lnotk\"0f{ C0fsf] Joj:yf ug{ dfu u/]sf 5G.",
    'किसानहरूले भने प्लास्टिक र फलामे पाइपको मूल्य बढेकाले सुरुवाती लगानी जुटाउन कठिन हुने भन्दै सहुलियतपूर्ण ऋणको व्यवस्था गर्न माग गरेका छन्।',
  ],
  ["sfnLvf]nf ;fgf hnljB'T cfof]hgfaf6 Jofj;flos pTkfbg ;'?", 'कालीखोला साना जलविद्युत् आयोजनाबाट व्यावसायिक उत्पादन सुरु'],
  [
    "sfnLvf]nfdf ag]sf] $=% d]ufjf6 Ifdtfsf] ;fgf hnljB'T cfof]hgfn] Jofj;flos pTkfbg ;'? u/]sf] 5.",
    'कालीखोलामा बनेको ४.५ मेगावाट क्षमताको साना जलविद्युत् आयोजनाले व्यावसायिक उत्पादन सुरु गरेको छ।',
  ],
  [
    "cfof]hgfdf k|efljt If]qsf sl/a b'O{ xhf/ :yfgLosf] klg ;]o/ nufgL 5.",
    'आयोजनामा प्रभावित क्षेत्रका करिब दुई हजार स्थानीयको पनि सेयर लगानी छ।',
  ],
  [
    "sfnLvf]nfdf lgdf{0f ul/Psf] $=% d]ufjf6 Ifdtfsf] sfnLvf]nf ;fgf hnljB'T cfof]hgfn] Jofj;flos pTkfbg ;'? u/]sf] 5.",
    'कालीखोलामा निर्माण गरिएको ४.५ मेगावाट क्षमताको कालीखोला साना जलविद्युत् आयोजनाले व्यावसायिक उत्पादन सुरु गरेको छ।',
  ],
  [
    "pTkflbt lah'nL glhs}sf] ;a:6];gdfkm{t /fli6«o k|;f/0f k|0ffnLdf hf]l8Psf] 5.",
    'उत्पादित बिजुली नजिकैको सबस्टेसनमार्फत राष्ट्रिय प्रसारण प्रणालीमा जोडिएको छ।',
  ],
  [
    "sl/a rf/ jif{ nufP/ ag]sf] cfof]hgfsf] s'n nfut *@ s/f]8 ?k}ofF /x]sf] 5.",
    'करिब चार वर्ष लगाएर बनेको आयोजनाको कुल लागत ८२ करोड रुपैयाँ रहेको छ।',
  ],
  [
    "cfof]hgfsf k|aGw lgb]{zs dx]z hf]zLsf cg';f/ k|efljt If]qsf sl/a b'O{ xhf/ :yfgLon] cfof]hgfsf] ;]o/ vl/b u/]sf 5G.",
    'आयोजनाका प्रबन्ध निर्देशक महेश जोशीका अनुसार प्रभावित क्षेत्रका करिब दुई हजार स्थानीयले आयोजनाको सेयर खरिद गरेका छन्।',
  ],
  [
    "cfof]hgfsf] afFw, ;'?ªdfu{ / ljB'Tu[x lgdf{0fdf sl/a tLg ;o :yfgLon] /f]huf/L kfPsf lyP.",
    'आयोजनाको बाँध, सुरुङमार्ग र विद्युत्गृह निर्माणमा करिब तीन सय स्थानीयले रोजगारी पाएका थिए।',
  ],
  [
    ";~rfngsf nflu clxn] #% hgf sd{rf/L sfo{/t 5G, h;dWo] clwsf+z cfof]hgf k|efljt ufpFsf o'jf x'G.",
    'सञ्चालनका लागि अहिले ३५ जना कर्मचारी कार्यरत छन्, जसमध्ये अधिकांश आयोजना प्रभावित गाउँका युवा हुन्।',
  ],
  [
    "cfof]hgfn] jflif{s sl/a @ s/f]8 ^) nfv o'lg6 lah'nL pTkfbg ug]{ cg'dfg ul/Psf] 5.",
    'आयोजनाले वार्षिक करिब २ करोड ६० लाख युनिट बिजुली उत्पादन गर्ने अनुमान गरिएको छ।',
  ],
  [
    "pTkflbt lah'nL ljB'T vl/b ;Demf}tfcg';f/ laqmL ul/g]5 / To;af6 cfof]hgfn] jflif{s sl/a !@ s/f]8 ?k}ofF cfDbfgL ug]{ ck]Iff ul/Psf] 5.",
    'उत्पादित बिजुली विद्युत् खरिद सम्झौताअनुसार बिक्री गरिनेछ र त्यसबाट आयोजनाले वार्षिक करिब १२ करोड रुपैयाँ आम्दानी गर्ने अपेक्षा गरिएको छ।',
  ],
  [
    "lgdf{0fsf qmddf cfof]hgfn] kx'Fr ;8s, k'n / ufpFsf] vfg]kfgL of]hgfdf klg ;xof]u u/]sf] 5.",
    'निर्माणका क्रममा आयोजनाले पहुँच सडक, पुल र गाउँको खानेपानी योजनामा पनि सहयोग गरेको छ।',
  ],
  [
    ":yfgLox¿n] cfof]hgfn] /f]huf/L / k\"jf{wf/ b'j} NofP klg vf]nfsf] tnlt/ hnr/ / l;FrfOsf nflu kof{Kt kfgL 5f]8\\g'kg]{ dfu u/]sf 5G.",
    'स्थानीयहरूले आयोजनाले रोजगारी र पूर्वाधार दुवै ल्याए पनि खोलाको तलतिर जलचर र सिँचाइका लागि पर्याप्त पानी छोड्नुपर्ने माग गरेका छन्।',
  ],
  [
    'cfof]hgfn] jftfj/0fLo dfkb08cg\';f/ Go"gtd axfj sfod /fVg] k|lta4tf hgfPsf] 5.',
    'आयोजनाले वातावरणीय मापदण्डअनुसार न्यूनतम बहाव कायम राख्ने प्रतिबद्धता जनाएको छ।',
  ],
  [
    "d\"n kfOk km'6\\of], lxdlul/sf ;ft j8fdf b'O{ lbg vfg]kfgL aGb",
    'मूल पाइप फुट्यो, हिमगिरिका सात वडामा दुई दिन खानेपानी बन्द',
  ],
  [
    'vfg]kfgLsf] d"n kfOknfOg /fgLag If]qdf km\'6]kl5 lxdlul/ gu/kflnsfsf ;ft j8fdf cfk"lt{ aGb ePsf] 5.',
    'खानेपानीको मूल पाइपलाइन रानीबन क्षेत्रमा फुटेपछि हिमगिरि नगरपालिकाका सात वडामा आपूर्ति बन्द भएको छ।',
  ],
  ['dd{t g;lsP;Dd 6\\ofÍ/af6 kfgL ljt/0f ul/g]5.', 'मर्मत नसकिएसम्म ट्याङ्करबाट पानी वितरण गरिनेछ।'],
  [
    'lxdlul/ gu/kflnsfnfO{ vfg]kfgL cfk"lt{ ug]{ d"n kfOknfOg /fgLag If]qdf km\'6]kl5 gu/sf ;ft j8fdf vfg]kfgL cfk"lt{ aGb ePsf] 5.',
    'हिमगिरि नगरपालिकालाई खानेपानी आपूर्ति गर्ने मूल पाइपलाइन रानीबन क्षेत्रमा फुटेपछि नगरका सात वडामा खानेपानी आपूर्ति बन्द भएको छ।',
  ],
  [
    ";8s lj:tf/sf qmddf vlgPsf] 7fpFdf df6f] efl;Fbf kfOk km'6]sf] vfg]kfgL pkef]Qmf ;+:yfn] hgfPsf] 5.",
    'सडक विस्तारका क्रममा खनिएको ठाउँमा माटो भासिँदा पाइप फुटेको खानेपानी उपभोक्ता संस्थाले जनाएको छ।',
  ],
  [
    ";+:yfsf k|fljlws k|d'v lzj/fh 9sfnsf cg';f/ Ifltu|:t kfOk km]g{ sDtLdf b'O{ lbg nfUg]5.",
    'संस्थाका प्राविधिक प्रमुख शिवराज ढकालका अनुसार क्षतिग्रस्त पाइप फेर्न कम्तीमा दुई दिन लाग्नेछ।',
  ],
  [
    'dd{t ;DkGg geP;Dd 6\\ofÍ/dfkm{t j8fut ¿kdf kfgL ljt/0f ul/g] hgfOPsf] 5.',
    'मर्मत सम्पन्न नभएसम्म ट्याङ्करमार्फत वडागत रूपमा पानी वितरण गरिने जनाइएको छ।',
  ],
  [
    "kfgL aGb ePkl5 wf/fdf nfdf] nfOg nfu]sf] 5 eg] lghL 6\\ofÍ/n] dgk/L ef8f lnPsf] u'gf;f] cfPsf] 5.",
    'पानी बन्द भएपछि धारामा लामो लाइन लागेको छ भने निजी ट्याङ्करले मनपरी भाडा लिएको गुनासो आएको छ।',
  ],
  [
    'gu/kflnsfn] 6\\ofÍ/sf] ef8f lgwf{/0f u/L Tof]eGbf a9L lng]nfO{ sf/afxL ug]{ r]tfjgL lbPsf] 5.',
    'नगरपालिकाले ट्याङ्करको भाडा निर्धारण गरी त्योभन्दा बढी लिनेलाई कारबाही गर्ने चेतावनी दिएको छ।',
  ],
  [
    'c:ktfn / ljBfnonfO{ k|fyldstfdf /fv]/ kfgL k7fOg] atfOPsf] 5.',
    'अस्पताल र विद्यालयलाई प्राथमिकतामा राखेर पानी पठाइने बताइएको छ।',
  ],
  [
    "wf/fdf kfgL eg{ laxfg $ ah]b]lv g} nfOg a:g'k/]sf] ;fgf]6f]nsL u[lx0fL ;/:jtL clwsf/Ln] atfOG.",
    'धारामा पानी भर्न बिहान ४ बजेदेखि नै लाइन बस्नुपरेको सानोटोलकी गृहिणी सरस्वती अधिकारीले बताइन्।',
  ],
  [
    "pkef]Qmfx¿nfO{ dd{tkl5 ;'?df cfpg] wldnf] kfgL glkpg / sDtLdf s]xL lbg pdfn]/ dfq lkpg ;'emfj lbOPsf] 5.",
    'उपभोक्ताहरूलाई मर्मतपछि सुरुमा आउने धमिलो पानी नपिउन र कम्तीमा केही दिन उमालेर मात्र पिउन सुझाव दिइएको छ।',
  ],
  [
    'd"n kfOknfOgsf] j}slNks Joj:yf gx\'Fbf o:tf] ;d:of af/Daf/ bf]xf]l/g] u/]sf] eGb} gu/jf;Ln] bL3{sfnLg ;dfwfgsf] dfu u/]sf 5G.',
    'मूल पाइपलाइनको वैकल्पिक व्यवस्था नहुँदा यस्तो समस्या बारम्बार दोहोरिने गरेको भन्दै नगरवासीले दीर्घकालीन समाधानको माग गरेका छन्।',
  ],
  [
    ";]tLau/ sk km'6anM clGtd ldg]6sf] uf]ndf /ftdf6] o'jf Sna RoflDkog",
    'सेतीबगर कप फुटबल: अन्तिम मिनेटको गोलमा रातमाटे युवा क्लब च्याम्पियन',
  ],
  [
    ";]tLau/ sk v'nf km'6an k|ltof]lutfsf] kmfOgndf /ftdf6] o'jf Snan] 3/]n' 6f]nL ;]tLau/ :kf]l6{ªnfO{ @–! uf]ncGt/n] x/fpFb} pkflw lht]sf] 5.",
    'सेतीबगर कप खुला फुटबल प्रतियोगिताको फाइनलमा रातमाटे युवा क्लबले घरेलु टोली सेतीबगर स्पोर्टिङलाई २–१ गोलअन्तरले हराउँदै उपाधि जितेको छ।',
  ],
  [
    ";]tLau/ sk v'nf km'6an k|ltof]lutfsf] kmfOgndf /ftdf6] o'jf Snan] 3/]n' 6f]nL ;]tLau/ :kf]l6{ªnfO{ @–! uf]ncGt/n] k/flht ub}{ pkflw lht]sf] 5.",
    'सेतीबगर कप खुला फुटबल प्रतियोगिताको फाइनलमा रातमाटे युवा क्लबले घरेलु टोली सेतीबगर स्पोर्टिङलाई २–१ गोलअन्तरले पराजित गर्दै उपाधि जितेको छ।',
  ],
  [
    'bz{sn] vrfvr el/Psf] ;]tLau/ v]nd}bfgdf ePsf] v]nsf] clGtd ldg]6df lg0ff{os uf]n ePsf] lyof].',
    'दर्शकले खचाखच भरिएको सेतीबगर खेलमैदानमा भएको खेलको अन्तिम मिनेटमा निर्णायक गोल भएको थियो।',
  ],
  [
    'v]nsf] @#cf}F ldg]6df ;]tLau/sf sKtfg ;Gtf]if tfdfªn] x]8/dfkm{t uf]n ub}{ 6f]nLnfO{ cu|tf lbnfPsf lyP.',
    'खेलको २३औँ मिनेटमा सेतीबगरका कप्तान सन्तोष तामाङले हेडरमार्फत गोल गर्दै टोलीलाई अग्रता दिलाएका थिए।',
  ],
  [
    "bf];|f] xfkmsf] ;'?d} /ftdf6]sf km/jf8{ ch'{g af]x/fn] uf]n kmsf{P/ v]n a/fa/Ldf NofP.",
    'दोस्रो हाफको सुरुमै रातमाटेका फरवार्ड अर्जुन बोहराले गोल फर्काएर खेल बराबरीमा ल्याए।',
  ],
  [
    "ljh]tf 6f]nLn] 6«kmL;lxt b'O{ nfv ?k}ofF gub k'/:sf/ k|fKt u/]sf] 5 eg] pkljh]tfnfO{ Ps nfv ?k}ofF k|bfg ul/Psf] 5.",
    'विजेता टोलीले ट्रफीसहित दुई लाख रुपैयाँ नगद पुरस्कार प्राप्त गरेको छ भने उपविजेतालाई एक लाख रुपैयाँ प्रदान गरिएको छ।',
  ],
  [
    "ljsf; ;'gf/ k|ltof]lutfsf] pTs[i6 v]nf8L 3f]lift eP eg] kfFr uf]n u/]sf ;Gtf]if tfdfªn] ;jf{lws uf]nstf{sf] k'/:sf/ kfP.",
    'विकास सुनार प्रतियोगिताको उत्कृष्ट खेलाडी घोषित भए भने पाँच गोल गरेका सन्तोष तामाङले सर्वाधिक गोलकर्ताको पुरस्कार पाए।',
  ],
  ['kmfOgn v]n x]g{ sl/a kfFr xhf/ bz{s hDdf ePsf lyP.', 'फाइनल खेल हेर्न करिब पाँच हजार दर्शक जम्मा भएका थिए।'],
  [
    'v]n ;lsg]lalQs} /ftdf6]sf ;dy{sx¿ d}bfgdf k;]/ v]nf8LnfO{ sfFwdf af]s]/ gfr]sf lyP.',
    'खेल सकिनेबित्तिकै रातमाटेका समर्थकहरू मैदानमा पसेर खेलाडीलाई काँधमा बोकेर नाचेका थिए।',
  ],
  ["/ftdf6] o'jf Snan] of] pkflw klxnf] k6s lht]sf] xf].", 'रातमाटे युवा क्लबले यो उपाधि पहिलो पटक जितेको हो।'],
  ['k|ltof]lutfdf lhNnfe/sf !^ 6f]nL ;xefuL lyP.', 'प्रतियोगितामा जिल्लाभरका १६ टोली सहभागी थिए।'],
  [
    "cfof]hs ;]tLau/ v]ns'b ljsf; ;ldltn] :yfgLo k|ltef klxrfg ug{ k|ltof]lutfnfO{ x/]s jif{ lg/Gt/tf lbg] / cfufdL jif{b]lv dlxnf 6f]nLsf nflu 5'§} k|ltof]lutf ug]{ 3f]if0ff u/]sf] 5.",
    'आयोजक सेतीबगर खेलकुद विकास समितिले स्थानीय प्रतिभा पहिचान गर्न प्रतियोगितालाई हरेक वर्ष निरन्तरता दिने र आगामी वर्षदेखि महिला टोलीका लागि छुट्टै प्रतियोगिता गर्ने घोषणा गरेको छ।',
  ],
  [
    'ca 3/af6} cgnfOg l;kmfl/;M lxdlul/ gu/kflnsfsf ;a} j8f sfof{no l8lh6n',
    'अब घरबाटै अनलाइन सिफारिस: हिमगिरि नगरपालिकाका सबै वडा कार्यालय डिजिटल',
  ],
  [
    'lxdlul/ gu/kflnsfn] ;a} !@ j8f sfof{noaf6 lbOg] l;kmfl/; ;]jf cgnfOg u/]sf] 5.',
    'हिमगिरि नगरपालिकाले सबै १२ वडा कार्यालयबाट दिइने सिफारिस सेवा अनलाइन गरेको छ।',
  ],
  [
    'gful/sn] j]a;fO6 jf df]afOn Pkaf6 cfj]bg lbP/ 3/af6} l;kmfl/;kq kfpg ;Sg]5G.',
    'नागरिकले वेबसाइट वा मोबाइल एपबाट आवेदन दिएर घरबाटै सिफारिसपत्र पाउन सक्नेछन्।',
  ],
  [
    "lxdlul/ gu/kflnsfn] cfˆgf ;a} !@ j8f sfof{noaf6 lbOg] l;kmfl/; ;]jf cgnfOgdfkm{t pknAw u/fpg ;'? u/]sf] 5.",
    'हिमगिरि नगरपालिकाले आफ्ना सबै १२ वडा कार्यालयबाट दिइने सिफारिस सेवा अनलाइनमार्फत उपलब्ध गराउन सुरु गरेको छ।',
  ],
  [
    'ca gful/sn] gu/kflnsfsf] j]a;fO6 jf df]afOn Pkdfkm{t cfj]bg lbP/ l;kmfl/;kq 3/af6} k|fKt ug{ ;Sg]5G.',
    'अब नागरिकले नगरपालिकाको वेबसाइट वा मोबाइल एपमार्फत आवेदन दिएर सिफारिसपत्र घरबाटै प्राप्त गर्न सक्नेछन्।',
  ],
  [
    'klxnf] r/0fdf gftf k|dfl0ft, a;f]af;, cfly{s cj:yf, hGdldlt k|dfl0ftnufot !* k|sf/sf l;kmfl/; cgnfOg ul/Psf 5G.',
    'पहिलो चरणमा नाता प्रमाणित, बसोबास, आर्थिक अवस्था, जन्ममिति प्रमाणितलगायत १८ प्रकारका सिफारिस अनलाइन गरिएका छन्।',
  ],
  [
    'cfj]bsn] cfjZos sfuhft :Sofg u/]/ cknf]8 u/]kl5 j8f sfof{non] hfFr u/L l8lh6n x:tfIf/;lxtsf] l;kmfl/;kq Od]ndf k7fpg]5.',
    'आवेदकले आवश्यक कागजात स्क्यान गरेर अपलोड गरेपछि वडा कार्यालयले जाँच गरी डिजिटल हस्ताक्षरसहितको सिफारिसपत्र इमेलमा पठाउनेछ।',
  ],
  [";]jf z'Ns klg df]afOn jfn]6dfkm{t ltg{ ;lsG5.", 'सेवा शुल्क पनि मोबाइल वालेटमार्फत तिर्न सकिन्छ।'],
  [
    ";'? ePsf] klxnf] xKtfd} sl/a cf7 ;o gful/sn] cgnfOgdfkm{t l;kmfl/;sf nflu cfj]bg lbPsf 5G.",
    'सुरु भएको पहिलो हप्तामै करिब आठ सय नागरिकले अनलाइनमार्फत सिफारिसका लागि आवेदन दिएका छन्।',
  ],
  [
    'j8f sfof{nodf klxn]h:tf] nfdf] nfOg gnfUg] ePsfn] sd{rf/Ln] cGo sfddf a9L ;do lbg kfPsf 5G.',
    'वडा कार्यालयमा पहिलेजस्तो लामो लाइन नलाग्ने भएकाले कर्मचारीले अन्य काममा बढी समय दिन पाएका छन्।',
  ],
  [
    ";]jf k|of]u u/]sf j8f gDa/ # sf uf]ljGb vqLn] b'O{ lbgd} 3/af6} l;kmfl/; kfPsf] atfP.",
    'सेवा प्रयोग गरेका वडा नम्बर ३ का गोविन्द खत्रीले दुई दिनमै घरबाटै सिफारिस पाएको बताए।',
  ],
  [
    "gu/kflnsfsL ;\"rgf k|ljlw clws[t c~hgf dxh{gsf cg';f/ of] k|0ffnLn] gful/ssf] ;do / ofqf vr{ b'j} arfpg]5.",
    'नगरपालिकाकी सूचना प्रविधि अधिकृत अञ्जना महर्जनका अनुसार यो प्रणालीले नागरिकको समय र यात्रा खर्च दुवै बचाउनेछ।',
  ],
  [
    'cfj]bgsf] cj:yfaf/] P;PdP;dfkm{t hfgsf/L lbg] Joj:yf klg ul/Psf] 5.',
    'आवेदनको अवस्थाबारे एसएमएसमार्फत जानकारी दिने व्यवस्था पनि गरिएको छ।',
  ],
  [
    'OG6/g]6 rnfpg ghfGg] Ho]i7 gful/ssf nflu eg] j8f sfof{nod} ;xfotf sIf /flvPsf] 5.',
    'इन्टरनेट चलाउन नजान्ने ज्येष्ठ नागरिकका लागि भने वडा कार्यालयमै सहायता कक्ष राखिएको छ।',
  ],
  [
    'gu/kflnsfn] cfufdL lbgdf 3/gS;f kf; / Joj;fo btf{nfO{ klg cgnfOg k|0ffnLdf Nofpg] of]hgf agfPsf] 5.',
    'नगरपालिकाले आगामी दिनमा घरनक्सा पास र व्यवसाय दर्तालाई पनि अनलाइन प्रणालीमा ल्याउने योजना बनाएको छ।',
  ],
  [
    "o; jif{sf] dg;'gdf cf};teGbf a9L jiff{sf] ;Defjgf, k\"j{tof/Ldf h'6\\g cfu|x",
    'यस वर्षको मनसुनमा औसतभन्दा बढी वर्षाको सम्भावना, पूर्वतयारीमा जुट्न आग्रह',
  ],
  [
    "df};dljb\\x¿n] o; jif{sf] dg;'gdf lxdlul/ If]q;lxt cf;kf;sf lhNnfdf cf};teGbf a9L jiff{ x'g ;Sg] atfPsf 5G.",
    'मौसमविद्हरूले यस वर्षको मनसुनमा हिमगिरि क्षेत्रसहित आसपासका जिल्लामा औसतभन्दा बढी वर्षा हुन सक्ने बताएका छन्।',
  ],
  [
    ':yfgLo txnfO{ ljkb\\ k"j{tof/L alnof] agfpg ;\'emfj lbOPsf] 5.',
    'स्थानीय तहलाई विपद् पूर्वतयारी बलियो बनाउन सुझाव दिइएको छ।',
  ],
  [
    "o; jif{sf] dg;'gdf lxdlul/ If]q;lxt cf;kf;sf lhNnfdf cf};teGbf a9L jiff{ x'g] ;Defjgf /x]sf] df};dljb\\x¿n] atfPsf 5G.",
    'यस वर्षको मनसुनमा हिमगिरि क्षेत्रसहित आसपासका जिल्लामा औसतभन्दा बढी वर्षा हुने सम्भावना रहेको मौसमविद्हरूले बताएका छन्।',
  ],
  [
    "ut xKtf ;DkGg If]qLo df};d k/fdz{ uf]i7Ldf k|:t't k\"jf{g'dfgcg';f/ ;fpg / ebf}df ef/L jiff{sf lbg a9\\g ;S5G.",
    'गत हप्ता सम्पन्न क्षेत्रीय मौसम परामर्श गोष्ठीमा प्रस्तुत पूर्वानुमानअनुसार साउन र भदौमा भारी वर्षाका दिन बढ्न सक्छन्।',
  ],
  [
    "df};dljb\\ 8f= /ldnf >]i7sf cg';f/ nfdf] ;do ;'Svf /x]kl5 Ps}k6s ef/L jiff{ x'g] k|j[lQ kl5Nnf jif{df a9]sf] 5.",
    'मौसमविद् डा. रमिला श्रेष्ठका अनुसार लामो समय सुक्खा रहेपछि एकैपटक भारी वर्षा हुने प्रवृत्ति पछिल्ला वर्षमा बढेको छ।',
  ],
  [
    'ut jif{sf] jiff{ofddf o; If]qsf ljleGg 7fpFdf klx/f] / af9Lsf $) eGbf a9L 36gf ePsf lyP, h;af6 ;8s, k\'n / v]tLof]Uo hldgdf 7"nf] Iflt ePsf] lyof].',
    'गत वर्षको वर्षायाममा यस क्षेत्रका विभिन्न ठाउँमा पहिरो र बाढीका ४० भन्दा बढी घटना भएका थिए, जसबाट सडक, पुल र खेतीयोग्य जमिनमा ठूलो क्षति भएको थियो।',
  ],
  [
    "lj1x¿n] To:tf 36gfaf6 kf7 l;s]/ o; jif{ ;dod} tof/L ug'{kg]{df hf]8 lbPsf 5G.",
    'विज्ञहरूले त्यस्ता घटनाबाट पाठ सिकेर यस वर्ष समयमै तयारी गर्नुपर्नेमा जोड दिएका छन्।',
  ],
  [
    'hf]lvd Go"gLs/0fsf nflu :yfgLo txx¿nfO{ vf]nflsgf/ / le/fnf] hldgsf a:tL klxrfg u/L cfkTsfnLg of]hgf cBfjlws ug{ ;\'emfj lbOPsf] 5.',
    'जोखिम न्यूनीकरणका लागि स्थानीय तहहरूलाई खोलाकिनार र भिरालो जमिनका बस्ती पहिचान गरी आपत्कालीन योजना अद्यावधिक गर्न सुझाव दिइएको छ।',
  ],
  [
    'gu/kflnsf / ufpFkflnsfx¿n] vfBfGg, lqkfn, cf}iflw / p4f/ ;fdu|L klxNo} e08f/0f ug{ yfn]sf 5G.',
    'नगरपालिका र गाउँपालिकाहरूले खाद्यान्न, त्रिपाल, औषधि र उद्धार सामग्री पहिल्यै भण्डारण गर्न थालेका छन्।',
  ],
  [
    "a9L jiff{n] wfg /f]kfOFdf ;xh x'g] eP klg v]tdf kfgL hDg] / afnL 8'Ag] hf]lvdk|lt ls;fgnfO{ ;r]t /xg cfu|x ul/Psf] 5.",
    'बढी वर्षाले धान रोपाइँमा सहज हुने भए पनि खेतमा पानी जम्ने र बाली डुब्ने जोखिमप्रति किसानलाई सचेत रहन आग्रह गरिएको छ।',
  ],
  [
    'gful/snfO{ df};d k"jf{g\'dfg lgoldt x]g{ / ef/L jiff{sf] ;"rgf cfPdf vf]nf tg{ tyf le/fnf] af6f]df ofqf gug{ ;\'emfj lbOPsf] 5.',
    'नागरिकलाई मौसम पूर्वानुमान नियमित हेर्न र भारी वर्षाको सूचना आएमा खोला तर्न तथा भिरालो बाटोमा यात्रा नगर्न सुझाव दिइएको छ।',
  ],
  [";fpg nfu];Fu} ahf/df xl/of] r'/f / d]xGbLsf] /f}gs", 'साउन लागेसँगै बजारमा हरियो चुरा र मेहन्दीको रौनक'],
  [
    ";fpge/ xl/of] klx/g, xl/of] r'/f / xftdf d]xGbL nufpg] k/Dk/fsf sf/0f olta]nf ahf/df xl/of] /ªs} af]nafnf 5.",
    'साउनभर हरियो पहिरन, हरियो चुरा र हातमा मेहन्दी लगाउने परम्पराका कारण यतिबेला बजारमा हरियो रङकै बोलबाला छ।',
  ],
  ["k;nx¿ xl/of r'/f, kf]t] / 6Lsfn] ;lhPsf 5G.", 'पसलहरू हरिया चुरा, पोते र टीकाले सजिएका छन्।'],
  [
    "aL; jif{b]lv r'/f k;n rnfpFb} cfPsL nIdL ;fxn] o; jif{ sfFrsf r'/feGbf wft' / df]tLn] ;lhPsf r'/fsf] dfu a9L /x]sf] atfOG.",
    'बीस वर्षदेखि चुरा पसल चलाउँदै आएकी लक्ष्मी साहले यस वर्ष काँचका चुराभन्दा धातु र मोतीले सजिएका चुराको माग बढी रहेको बताइन्।',
  ],
  ['ahf/sf d]xGbL :6nx¿df klg nfOg nfUg] u/]sf] 5.', 'बजारका मेहन्दी स्टलहरूमा पनि लाइन लाग्ने गरेको छ।'],
  [
    "d]xGbL snfsf/ lk|of s0f{sf cg';f/ ;fdfGo l8hfOgsf nflu b'O{ ;o ?k}ofFb]lv xftel/ el/g] l8hfOgsf nflu Ps xhf/ ?k}ofF;Dd lnOG5.",
    'मेहन्दी कलाकार प्रिया कर्णका अनुसार सामान्य डिजाइनका लागि दुई सय रुपैयाँदेखि हातभरि भरिने डिजाइनका लागि एक हजार रुपैयाँसम्म लिइन्छ।',
  ],
  [
    'zlgaf/ / ;fj{hlgs labfsf lbg pgL lbgd} %) eGbf a9L u|fxsnfO{ d]xGbL nufOlblG5G.',
    'शनिबार र सार्वजनिक बिदाका दिन उनी दिनमै ५० भन्दा बढी ग्राहकलाई मेहन्दी लगाइदिन्छिन्।',
  ],
  [
    ';fpgdf xl/of] nufpg] rng;Fu} j|t a:g] / lzjfno hfg] dlxnfsf] ;ª\\Vof klg a9\\5.',
    'साउनमा हरियो लगाउने चलनसँगै व्रत बस्ने र शिवालय जाने महिलाको सङ्ख्या पनि बढ्छ।',
  ],
  [
    'km"naf/Lsf] k\'/fgf] lzj dlGb/df ;fpgsf ;f]daf/ laxfg}b]lv eQmhgsf] nfdf] nfOg nfUg] u/]sf] 5.',
    'फूलबारीको पुरानो शिव मन्दिरमा साउनका सोमबार बिहानैदेखि भक्तजनको लामो लाइन लाग्ने गरेको छ।',
  ],
  [
    'dlGb/ Joj:yfkg ;ldltn] le8 Joj:yfkgsf nflu :jo+;]js v6fPsf] 5.',
    'मन्दिर व्यवस्थापन समितिले भिड व्यवस्थापनका लागि स्वयंसेवक खटाएको छ।',
  ],
  [
    ";+:s[ltljb\\x¿sf cg';f/ ;fpgdf xl/of] /ª nufpg'nfO{ k|s[ltsf] xl/ofnL, ;d[l4 / ;f}efUo;Fu hf]8]/ x]l/G5.",
    'संस्कृतिविद्हरूका अनुसार साउनमा हरियो रङ लगाउनुलाई प्रकृतिको हरियाली, समृद्धि र सौभाग्यसँग जोडेर हेरिन्छ।',
  ],
  [
    "dlxgfe/ rNg] of] /f}gsn] ;fgf Joj;foLsf] cfDbfgL a9fpg'sf ;fy} k/Dk/fnfO{ gofF k':tf;Fu hf]8\\g klg d2t u/]sf] 5.",
    'महिनाभर चल्ने यो रौनकले साना व्यवसायीको आम्दानी बढाउनुका साथै परम्परालाई नयाँ पुस्तासँग जोड्न पनि मद्दत गरेको छ।',
  ],
  [
    "/ftdf6]–nfnLu'/fF; 8fF8f ;8s sfnf]kq], rf/ 306fsf] ofqf ca 8]9 306fdf",
    'रातमाटे–लालीगुराँस डाँडा सडक कालोपत्रे, चार घण्टाको यात्रा अब डेढ घण्टामा',
  ],
  [
    "/ftdf6]b]lv nfnLu'/fF; 8fF8f;Ddsf] @@ lsnf]ld6/ ;8s sfnf]kq] ;DkGg ePkl5 ufpFdf lgoldt a; ;]jf ;'? ePsf] 5 / ofqf ;do lgs} 36]sf] 5.",
    'रातमाटेदेखि लालीगुराँस डाँडासम्मको २२ किलोमिटर सडक कालोपत्रे सम्पन्न भएपछि गाउँमा नियमित बस सेवा सुरु भएको छ र यात्रा समय निकै घटेको छ।',
  ],
  [
    "/ftdf6]b]lv nfnLu'/fF; 8fF8f;Ddsf] @@ lsnf]ld6/ ;8s sfnf]kq] ;DkGg ePkl5 o; If]qsf afl;Gbfsf] ofqf ;xh ePsf] 5.",
    'रातमाटेदेखि लालीगुराँस डाँडासम्मको २२ किलोमिटर सडक कालोपत्रे सम्पन्न भएपछि यस क्षेत्रका बासिन्दाको यात्रा सहज भएको छ।',
  ],
  [
    "klxn] w'nf] / lxnf]df rf/ 306f nfUg] ofqf ca sl/a 8]9 306fdf k\"/f x'g yfn]sf] 5.",
    'पहिले धुलो र हिलोमा चार घण्टा लाग्ने यात्रा अब करिब डेढ घण्टामा पूरा हुन थालेको छ।',
  ],
  [";8s sfnf]kq] eP;Fu} ufpFdf lgoldt a; ;]jf ;'? ePsf] 5.", 'सडक कालोपत्रे भएसँगै गाउँमा नियमित बस सेवा सुरु भएको छ।'],
  [
    "klxn] avf{df dlxgf}F;Dd ;8s aGb x'Fbf la/fdLnfO{ :6«]r/df af]s]/ ;b/d'sfd n}hfg'kg]{ afWotf lyof].",
    'पहिले बर्खामा महिनौँसम्म सडक बन्द हुँदा बिरामीलाई स्ट्रेचरमा बोकेर सदरमुकाम लैजानुपर्ने बाध्यता थियो।',
  ],
  [
    "ca PDa'n]G; ufpF;Dd} cfpg yfn]sfn] ;a}eGbf 7\"nf] /fxt la/fdL / ;'Ts]/LnfO{ ePsf] :yfgLo lzIfs eLdaxfb'/ yfkfn] atfP.",
    'अब एम्बुलेन्स गाउँसम्मै आउन थालेकाले सबैभन्दा ठूलो राहत बिरामी र सुत्केरीलाई भएको स्थानीय शिक्षक भीमबहादुर थापाले बताए।',
  ],
  [
    ";8s;Fu} ufpFdf xf]6n, k;n / ;jf/L dd{t s]G›h:tf ;fgf Joj;fo v'Ng yfn]sf 5G.",
    'सडकसँगै गाउँमा होटल, पसल र सवारी मर्मत केन्द्रजस्ता साना व्यवसाय खुल्न थालेका छन्।',
  ],
  [";8sn] s[lif pTkfbg ahf/;Dd k'Ug klg ;lhnf] ePsf] 5.", 'सडकले कृषि उत्पादन बजारसम्म पुग्न पनि सजिलो भएको छ।'],
  [
    "nfnLu'/fF; 8fF8fsf ls;fgn] pTkfbg ug]{ cfn', aGbf / b'UwhGo kbfy{ ca tfh} cj:yfdf ahf/ k'Ug] ePsf 5G.",
    'लालीगुराँस डाँडाका किसानले उत्पादन गर्ने आलु, बन्दा र दुग्धजन्य पदार्थ अब ताजै अवस्थामा बजार पुग्ने भएका छन्।',
  ],
  [
    '9\'jfgL ef8f 36]sfn] ls;fgn] klxn]eGbf /fd|f] d"No kfpg yfn]sf 5G.',
    'ढुवानी भाडा घटेकाले किसानले पहिलेभन्दा राम्रो मूल्य पाउन थालेका छन्।',
  ],
  [
    "sl/a #$ s/f]8 ?k}ofF nfutdf ag]sf] ;8ssf] u'0f:t/ sfod /fVg eg] lgoldt dd{t cfjZos /x]sf] k|fljlwsx¿sf] egfO 5.",
    'करिब ३४ करोड रुपैयाँ लागतमा बनेको सडकको गुणस्तर कायम राख्न भने नियमित मर्मत आवश्यक रहेको प्राविधिकहरूको भनाइ छ।',
  ],
  [
    ';8s5]psf gfnL ;kmf /fVg] / IfdtfeGbf a9L ef/ af]s]sf 6«s lgoGq0f ug]{ lhDd]jf/L cfkm}F lng :yfgLon] pkef]Qmf ;ldlt u7g u/]sf 5G.',
    'सडकछेउका नाली सफा राख्ने र क्षमताभन्दा बढी भार बोकेका ट्रक नियन्त्रण गर्ने जिम्मेवारी आफैँ लिन स्थानीयले उपभोक्ता समिति गठन गरेका छन्।',
  ],
  ["gLntfndf 8'Ëf klN6of], 5 hgf ko{6ssf] ;s'zn p4f/", 'नीलतालमा डुङ्गा पल्टियो, छ जना पर्यटकको सकुशल उद्धार'],
  [
    "gLntfndf crfgs rn]sf] xfjfx'/Lsf sf/0f 8'Ëf klN6Fbf To;df ;jf/ 5 hgf cfGtl/s ko{6s kfgLdf v;]sf lyP.",
    'नीलतालमा अचानक चलेको हावाहुरीका कारण डुङ्गा पल्टिँदा त्यसमा सवार छ जना आन्तरिक पर्यटक पानीमा खसेका थिए।',
  ],
  [";a}sf] ;s'zn p4f/ ul/Psf] 5.", 'सबैको सकुशल उद्धार गरिएको छ।'],
  [
    "gLntfndf cfh lbpF;f] crfgs rn]sf] xfjfx'/Lsf sf/0f Pp6f 8'Ëf klN6Fbf To;df ;jf/ 5 hgf cfGtl/s ko{6s kfgLdf v;]sf lyP.",
    'नीलतालमा आज दिउँसो अचानक चलेको हावाहुरीका कारण एउटा डुङ्गा पल्टिँदा त्यसमा सवार छ जना आन्तरिक पर्यटक पानीमा खसेका थिए।',
  ],
  [
    "glhs} /x]sf cGo 8'Ëf rfns / tfnsf] ;'/Iff 6f]nLn] tTsfn ;a}nfO{ ;s'zn p4f/ u/]sf 5G.",
    'नजिकै रहेका अन्य डुङ्गा चालक र तालको सुरक्षा टोलीले तत्काल सबैलाई सकुशल उद्धार गरेका छन्।',
  ],
  [
    ";a} ko{6sn] nfOkm Hofs]6 nufPsf sf/0f 7\"nf] b'3{6gf 6/]sf] tfn ;'/Iff 6f]nLsf k|d'v lji0f' dNnn] atfP.",
    'सबै पर्यटकले लाइफ ज्याकेट लगाएका कारण ठूलो दुर्घटना टरेको ताल सुरक्षा टोलीका प्रमुख विष्णु मल्लले बताए।',
  ],
  [
    'p4f/ ul/Psf ko{6snfO{ k|fylds pkrf/kl5 xf]6n k7fOPsf] 5.',
    'उद्धार गरिएका पर्यटकलाई प्राथमिक उपचारपछि होटल पठाइएको छ।',
  ],
  [
    "8'Ëf rfns ;ª\\3sf cg';f/ lbpF;f] @ ah]lt/ tfnsf] klZrdL efuaf6 t]h xfjf rn]sf] lyof].",
    'डुङ्गा चालक सङ्घका अनुसार दिउँसो २ बजेतिर तालको पश्चिमी भागबाट तेज हावा चलेको थियो।',
  ],
  [
    "xfjf;Fu} 5fnx¿ clUnPkl5 lsgf/lt/ kmlsF{b} u/]sf] 8'Ëf ;Gt'ng u'dfP/ klN6Psf] xf].",
    'हावासँगै छालहरू अग्लिएपछि किनारतिर फर्किँदै गरेको डुङ्गा सन्तुलन गुमाएर पल्टिएको हो।',
  ],
  ["36gfkl5 s]xL 306f tfndf 8'Ëf ;~rfng /f]lsPsf] lyof].", 'घटनापछि केही घण्टा तालमा डुङ्गा सञ्चालन रोकिएको थियो।'],
  [
    "p4f/ ul/PsfdWo] Ps ko{6s ;ljgf nfdfn] 8'Ëf klN6Fbf s]xL If0f s] eof] eGg] g} yfxf gkfPsf] atfOG.",
    'उद्धार गरिएकामध्ये एक पर्यटक सविना लामाले डुङ्गा पल्टिँदा केही क्षण के भयो भन्ने नै थाहा नपाएको बताइन्।',
  ],
  [
    "gLntfn ko{6g ljsf; ;ldltn] jiff{ofddf lbpF;f]kl5 xfjfx'/Lsf] ;Defjgf a9\\g] ePsfn] 8'Ëf ;~rfngsf] ;do 36fpg] / df};d r]tfjgLsf] ;\"rgf kf6L /fVg] lg0f{o u/]sf] 5.",
    'नीलताल पर्यटन विकास समितिले वर्षायाममा दिउँसोपछि हावाहुरीको सम्भावना बढ्ने भएकाले डुङ्गा सञ्चालनको समय घटाउने र मौसम चेतावनीको सूचना पाटी राख्ने निर्णय गरेको छ।',
  ],
  [
    "ko{6snfO{ 8'Ëf r9\\bf clgjfo{ ¿kdf nfOkm Hofs]6 nufpg / rfnssf] lgb]{zg kfngf ug{ cfu|x ul/Psf] 5.",
    'पर्यटकलाई डुङ्गा चढ्दा अनिवार्य रूपमा लाइफ ज्याकेट लगाउन र चालकको निर्देशन पालना गर्न आग्रह गरिएको छ।',
  ],
  [
    "ljBfnosf 5fqfsf nflu b'O{ xKt] sf]l8ª lzlj/, agfP cfˆg} j]a;fO6",
    'विद्यालयका छात्राका लागि दुई हप्ते कोडिङ शिविर, बनाए आफ्नै वेबसाइट',
  ],
  [
    "lxdlul/df ;DkGg b'O{ xKt] sf]l8ª lzlj/df ;fd'bflos ljBfnosf $) hgf 5fqfn] cfˆg} j]a;fO6 / ;fgf df]afOn Pk agfPsf 5G.",
    'हिमगिरिमा सम्पन्न दुई हप्ते कोडिङ शिविरमा सामुदायिक विद्यालयका ४० जना छात्राले आफ्नै वेबसाइट र साना मोबाइल एप बनाएका छन्।',
  ],
  [
    "lxdlul/df ;DkGg b'O{ xKt] sf]l8ª lzlj/df ;xefuL $) hgf 5fqfn] cfˆg} j]a;fO6 / ;fgf df]afOn Pk agfPsf 5G.",
    'हिमगिरिमा सम्पन्न दुई हप्ते कोडिङ शिविरमा सहभागी ४० जना छात्राले आफ्नै वेबसाइट र साना मोबाइल एप बनाएका छन्।',
  ],
  [
    ":yfgLo k|ljlw sDkgL / gu/kflnsfsf] ;xsfo{df ePsf] lzlj/df sIff * b]lv !@ ;Dd k9\\g] ;fd'bflos ljBfnosf 5fqfx¿ ;xefuL lyP.",
    'स्थानीय प्रविधि कम्पनी र नगरपालिकाको सहकार्यमा भएको शिविरमा कक्षा ८ देखि १२ सम्म पढ्ने सामुदायिक विद्यालयका छात्राहरू सहभागी थिए।',
  ],
  [
    "lzlj/df ;xefuLnfO{ Prl6PdPn, l;P;P; / k|f]u|fldªsf cfwf/e\"t s'/fsf ;fy} OG6/g]6df ;'/lIft /xg] tl/sf l;sfOPsf] lyof].",
    'शिविरमा सहभागीलाई एचटिएमएल, सिएसएस र प्रोग्रामिङका आधारभूत कुराका साथै इन्टरनेटमा सुरक्षित रहने तरिका सिकाइएको थियो।',
  ],
  ["w]/} 5fqfn] klxnf] k6s sDKo'6/df sf]8 n]v]sf lyP.", 'धेरै छात्राले पहिलो पटक कम्प्युटरमा कोड लेखेका थिए।'],
  [
    ";'?df 8/fPsf 5fqfx¿ bf];|f] xKtf;Dd cfOk'Ubf cfkm}F ;d:of ;dfwfg ug{ yfn]sf] k|lzIfs /f]lhgf clwsf/Ln] atfOG.",
    'सुरुमा डराएका छात्राहरू दोस्रो हप्तासम्म आइपुग्दा आफैँ समस्या समाधान गर्न थालेको प्रशिक्षक रोजिना अधिकारीले बताइन्।',
  ],
  [
    'sIff !) sL lglstf rf}w/Ln] cfˆgf] ufpFsf xf]d:6]af/] hfgsf/L lbg] j]a;fO6 agfPsL 5G.',
    'कक्षा १० की निकिता चौधरीले आफ्नो गाउँका होमस्टेबारे जानकारी दिने वेबसाइट बनाएकी छन्।',
  ],
  [
    ";dfkg sfo{qmddf pTs[i6 tLg kl/of]hgfnfO{ Nofk6k k'/:sf/ lbOPsf] lyof].",
    'समापन कार्यक्रममा उत्कृष्ट तीन परियोजनालाई ल्यापटप पुरस्कार दिइएको थियो।',
  ],
  [
    'lzlj/df ;xefuL 5fqfx¿n] ;d"xdf sfd ub}{ ljBfnosf] ;"rgf kf6L, df};d hfgsf/L / :yfgLo vfgfsf kl/sf/ lrgfpg] j]a;fO6 klg agfPsf lyP.',
    'शिविरमा सहभागी छात्राहरूले समूहमा काम गर्दै विद्यालयको सूचना पाटी, मौसम जानकारी र स्थानीय खानाका परिकार चिनाउने वेबसाइट पनि बनाएका थिए।',
  ],
  [
    'cleefjsx¿ cfˆgf 5f]/Ln] agfPsf kl/of]hgf x]g{ ;dfkg sfo{qmddf pkl:yt lyP.',
    'अभिभावकहरू आफ्ना छोरीले बनाएका परियोजना हेर्न समापन कार्यक्रममा उपस्थित थिए।',
  ],
  [
    "cfof]hsx¿sf cg';f/ k|ljlw If]qdf dlxnfsf] ;xeflutf a9fpg ljBfno txb]lv g} cj;/ lbg' cfjZos 5.",
    'आयोजकहरूका अनुसार प्रविधि क्षेत्रमा महिलाको सहभागिता बढाउन विद्यालय तहदेखि नै अवसर दिनु आवश्यक छ।',
  ],
  [
    "pgLx¿n] lzlj/nfO{ cfufdL jif{b]lv cGo ufpFkflnsfdf klg lj:tf/ ug]{ / OR5's ;xefuLnfO{ 5 dlxgf;Dd cgnfOg d]G6l/ª lbg] of]hgf agfPsf 5G.",
    'उनीहरूले शिविरलाई आगामी वर्षदेखि अन्य गाउँपालिकामा पनि विस्तार गर्ने र इच्छुक सहभागीलाई छ महिनासम्म अनलाइन मेन्टरिङ दिने योजना बनाएका छन्।',
  ],
  [
    ';8s cj/f]wn] t/sf/Lsf] d"No a9\\of], uf]ne]F8f / xl/of] v\';f{gL dxFuf]',
    'सडक अवरोधले तरकारीको मूल्य बढ्यो, गोलभेँडा र हरियो खुर्सानी महँगो',
  ],
  [
    "kl5Nnf] Ps xKtfdf uf]ne]F8f, xl/of] v';f{gL / sfpnLsf] d\"No emG8} bf]Aa/ k'u]sf] Jofkf/Lx¿ atfpF5G.",
    'पछिल्लो एक हप्तामा गोलभेँडा, हरियो खुर्सानी र काउलीको मूल्य झन्डै दोब्बर पुगेको व्यापारीहरू बताउँछन्।',
  ],
  [
    "lxdlul/ t/sf/L yf]s ahf/ Joj:yfkg ;ldltsf cg';f/ Ps xKtfcl3 k|ltlsnf] ^) ?k}ofFdf laqmL x'g] uf]ne]F8f clxn] !@) ?k}ofF k'u]sf] 5.",
    'हिमगिरि तरकारी थोक बजार व्यवस्थापन समितिका अनुसार एक हप्ताअघि प्रतिकिलो ६० रुपैयाँमा बिक्री हुने गोलभेँडा अहिले १२० रुपैयाँ पुगेको छ।',
  ],
  [
    "xl/of] v';f{gL !%) af6 @^) ?k}ofF / sfpnL *) af6 !$) ?k}ofF k|ltlsnf] k'u]sf] 5.",
    'हरियो खुर्सानी १५० बाट २६० रुपैयाँ र काउली ८० बाट १४० रुपैयाँ प्रतिकिलो पुगेको छ।',
  ],
  ["cfn' / Kofhsf] d\"No eg] t'ngfTds ¿kdf l:y/ 5.", 'आलु र प्याजको मूल्य भने तुलनात्मक रूपमा स्थिर छ।'],
  [
    "yf]s Jofkf/L u0f]z k|wfgn] kxf8L lhNnfaf6 t/sf/L 9'jfgL x'g] ;8s af/Daf/ klx/f]n] cj?4 x'Fbf cfk\"lt{ 36]sf] atfP.",
    'थोक व्यापारी गणेश प्रधानले पहाडी जिल्लाबाट तरकारी ढुवानी हुने सडक बारम्बार पहिरोले अवरुद्ध हुँदा आपूर्ति घटेको बताए।',
  ],
  ['v\'›f ahf/df eg] d"No cem a9L 5.', 'खुद्रा बजारमा भने मूल्य अझ बढी छ।'],
  [
    "lxdlul/sf v'›f k;ndf uf]ne]F8f k|ltlsnf] !%) ?k}ofF;Dd laqmL eO/x]sf] 5.",
    'हिमगिरिका खुद्रा पसलमा गोलभेँडा प्रतिकिलो १५० रुपैयाँसम्म बिक्री भइरहेको छ।',
  ],
  ['d"No a9]kl5 pkef]Qmfx¿ eg] df/df k/]sf 5G.', 'मूल्य बढेपछि उपभोक्ताहरू भने मारमा परेका छन्।'],
  [
    'pkef]Qmf lxt ;+/If0f d~rn] d"Noj[l4sf] cf8df s[lqd cefj l;h{gf ug]{dfly cg\'udg ug{ dfu u/]sf] 5.',
    'उपभोक्ता हित संरक्षण मञ्चले मूल्यवृद्धिको आडमा कृत्रिम अभाव सिर्जना गर्नेमाथि अनुगमन गर्न माग गरेको छ।',
  ],
  [
    "yf]s / v'›f d\"NoaLrsf] cGt/ cTolws gxf]: eg]/ lgoldt cg'udg ug]{ gu/kflnsfsf] ahf/ cg'udg 6f]nLn] hgfPsf] 5.",
    'थोक र खुद्रा मूल्यबीचको अन्तर अत्यधिक नहोस् भनेर नियमित अनुगमन गर्ने नगरपालिकाको बजार अनुगमन टोलीले जनाएको छ।',
  ],
  [
    "nfnLu'/fF; 8fF8f kbdfu{df gofF xf]d:6], kbofqLnfO{ ufpFn] cfltYo",
    'लालीगुराँस डाँडा पदमार्गमा नयाँ होमस्टे, पदयात्रीलाई गाउँले आतिथ्य',
  ],
  [
    "nfnLu'/fF; 8fF8f kbdfu{df kg]{ tLg ufpFdf ;fd'bflos xf]d:6] ;~rfngdf cfPsf 5G.",
    'लालीगुराँस डाँडा पदमार्गमा पर्ने तीन गाउँमा सामुदायिक होमस्टे सञ्चालनमा आएका छन्।',
  ],
  ["cfufdL z/b\\ Ct'df kbofqL a9\\g] ck]Iff ul/Psf] 5.", 'आगामी शरद् ऋतुमा पदयात्री बढ्ने अपेक्षा गरिएको छ।'],
  [
    "nfnLu'/fF; 8fF8f kbdfu{df kg]{ tLg ufpFdf gofF ;fd'bflos xf]d:6] ;~rfngdf cfPsf 5G.",
    'लालीगुराँस डाँडा पदमार्गमा पर्ने तीन गाउँमा नयाँ सामुदायिक होमस्टे सञ्चालनमा आएका छन्।',
  ],
  [
    "kfFr lbgdf k\"/f x'g] of] kbdfu{ u'/fF;sf hËn, lxdfnsf b[Zo / k/Dk/fut ufpFsf nflu kl/lrt x'Fb} uPsf] 5.",
    'पाँच दिनमा पूरा हुने यो पदमार्ग गुराँसका जङ्गल, हिमालका दृश्य र परम्परागत गाउँका लागि परिचित हुँदै गएको छ।',
  ],
  [
    "klxn] kbofqLx¿ kfn 6fFu]/ a:g'kg]{ ePsfn] w]/}n] of] dfu{ /f]Hb}gy].",
    'पहिले पदयात्रीहरू पाल टाँगेर बस्नुपर्ने भएकाले धेरैले यो मार्ग रोज्दैनथे।',
  ],
  [
    'ca af; / vfgfsf] Joj:yf ePkl5 kbofqLsf] ;ª\\Vof a9\\g] ck]Iff ul/Psf] 5.',
    'अब बास र खानाको व्यवस्था भएपछि पदयात्रीको सङ्ख्या बढ्ने अपेक्षा गरिएको छ।',
  ],
  [
    "xf]d:6] ;~rfns ;ldltsf cWoIf kf;fª z]kf{sf cg';f/ k|To]s ufpFdf kfFrb]lv cf7 3/n] xf]d:6] rnfpg] u/L tflnd lnPsf 5G.",
    'होमस्टे सञ्चालक समितिका अध्यक्ष पासाङ शेर्पाका अनुसार प्रत्येक गाउँमा पाँचदेखि आठ घरले होमस्टे चलाउने गरी तालिम लिएका छन्।',
  ],
  [
    "xf]d:6]df a:g] kbofqLn] k|lt/ft vfgf;lxt b'O{ xhf/b]lv tLg xhf/ ?k}ofF;Dd ltg'{kg]{5.",
    'होमस्टेमा बस्ने पदयात्रीले प्रतिरात खानासहित दुई हजारदेखि तीन हजार रुपैयाँसम्म तिर्नुपर्नेछ।',
  ],
  [
    ";ldltn] cfDbfgLsf] s]xL c+z ufpFsf] ljBfno / af6f] dd{tsf nflu 5'6\\ofpg] lg0f{o u/]sf] 5, h;n] ubf{ xf]d:6] grnfpg] kl/jf/nfO{ klg ko{6gsf] nfe k'Ug]5.",
    'समितिले आम्दानीको केही अंश गाउँको विद्यालय र बाटो मर्मतका लागि छुट्याउने निर्णय गरेको छ, जसले गर्दा होमस्टे नचलाउने परिवारलाई पनि पर्यटनको लाभ पुग्नेछ।',
  ],
  [
    "ko{6g Joj;foLx¿n] kbdfu{sf le/fnf] v08df /]lnª, lbzf;\"rs lrXg / lj>fd:yn agfpg'kg]{ ;'emfj lbPsf 5G.",
    'पर्यटन व्यवसायीहरूले पदमार्गका भिरालो खण्डमा रेलिङ, दिशासूचक चिह्न र विश्रामस्थल बनाउनुपर्ने सुझाव दिएका छन्।',
  ],
  [
    "ufpFkflnsfn] o; jif{ kbdfu{ ;'wf/sf nflu %) nfv ?k}ofF 5'6\\ofPsf] 5 / x/]s xf]d:6]df s'lxg] / gs'lxg] kmf]xf]/ 5'6\\ofpg] efF8f /fVg clgjfo{ u/]sf] 5.",
    'गाउँपालिकाले यस वर्ष पदमार्ग सुधारका लागि ५० लाख रुपैयाँ छुट्याएको छ र हरेक होमस्टेमा कुहिने र नकुहिने फोहोर छुट्याउने भाँडा राख्न अनिवार्य गरेको छ।',
  ],
  [
    "8]Ë' /f]syfdM nfdv'§]sf] nfef{ vf]h]/ gi6 ug{ 3/3/df :jo+;]js",
    'डेङ्गु रोकथाम: लामखुट्टेको लार्भा खोजेर नष्ट गर्न घरघरमा स्वयंसेवक',
  ],
  [
    "jiff{ofddf 8]Ë'sf] hf]lvd a9\\g] ePsfn] lxdlul/ gu/kflnsfn] nfdv'§]sf] nfef{ vf]h]/ gi6 ug]{ cleofg ;'? u/]sf] 5.",
    'वर्षायाममा डेङ्गुको जोखिम बढ्ने भएकाले हिमगिरि नगरपालिकाले लामखुट्टेको लार्भा खोजेर नष्ट गर्ने अभियान सुरु गरेको छ।',
  ],
  ['cleofgdf sl/a rf/ ;o :jo+;]js vl6Psf 5G.', 'अभियानमा करिब चार सय स्वयंसेवक खटिएका छन्।'],
  [
    "jiff{ofd ;'? eP;Fu} 8]Ë'sf] hf]lvd a9\\g] ePsfn] lxdlul/ gu/kflnsfn] nfdv'§]sf] nfef{ vf]h]/ gi6 ug]{ cleofg ;'? u/]sf] 5.",
    'वर्षायाम सुरु भएसँगै डेङ्गुको जोखिम बढ्ने भएकाले हिमगिरि नगरपालिकाले लामखुट्टेको लार्भा खोजेर नष्ट गर्ने अभियान सुरु गरेको छ।',
  ],
  [
    "cleofgdf dlxnf :jf:Yo :jo+;]ljsf, ljBfyL{ / 6f]n ;'wf/ ;ldltsf u/L sl/a rf/ ;o :jo+;]js kl/rflnt 5G.",
    'अभियानमा महिला स्वास्थ्य स्वयंसेविका, विद्यार्थी र टोल सुधार समितिका गरी करिब चार सय स्वयंसेवक परिचालित छन्।',
  ],
  [
    ":jo+;]jsx¿n] 3/3/df k'u]/ udnf, k'/fgf 6fo/, kfgL6\\ofÍL / 5tdf hd]sf] kfgL hfFr ul//x]sf 5G.",
    'स्वयंसेवकहरूले घरघरमा पुगेर गमला, पुराना टायर, पानीट्याङ्की र छतमा जमेको पानी जाँच गरिरहेका छन्।',
  ],
  [
    "klxnf] tLg lbgd} sl/a !@ ;o 3/sf] cg'udg ul/Psf] / tLdWo] b'O{ ;oeGbf a9L 7fpFdf nfdv'§]sf] nfef{ e]l6Psf] gu/ :jf:Yo zfvfn] hgfPsf] 5.",
    'पहिलो तीन दिनमै करिब १२ सय घरको अनुगमन गरिएको र तीमध्ये दुई सयभन्दा बढी ठाउँमा लामखुट्टेको लार्भा भेटिएको नगर स्वास्थ्य शाखाले जनाएको छ।',
  ],
  [
    "gu/ :jf:Yo ;+of]hs 8f= k\"hf a:g]tsf cg';f/ 8]Ë' ;fg]{ nfdv'§]n] ;kmf t/ hd]sf] kfgLdf km'n kf5{.",
    'नगर स्वास्थ्य संयोजक डा. पूजा बस्नेतका अनुसार डेङ्गु सार्ने लामखुट्टेले सफा तर जमेको पानीमा फुल पार्छ।',
  ],
  [
    "ljBfnox¿df klg x/]s z'qmaf/ kl/;/ ;/;kmfO ug]{ / hd]sf] kfgL x6fpg] sfo{qmd ;'? ul/Psf] 5.",
    'विद्यालयहरूमा पनि हरेक शुक्रबार परिसर सरसफाइ गर्ने र जमेको पानी हटाउने कार्यक्रम सुरु गरिएको छ।',
  ],
  [
    "Hj/f] cfPdf, cfFvfsf] k5fl8 / hf]gL{ b'v]df jf z/L/df lala/f b]lvPdf t'?Gt glhssf] :jf:Yo ;+:yfdf hfFr u/fpg cfu|x ul/Psf] 5.",
    'ज्वरो आएमा, आँखाको पछाडि र जोर्नी दुखेमा वा शरीरमा बिबिरा देखिएमा तुरुन्त नजिकको स्वास्थ्य संस्थामा जाँच गराउन आग्रह गरिएको छ।',
  ],
  [
    "gu/kflnsfn] ;a} :jf:Yo rf}sLdf 8]Ë' k/LIf0f ls6 lgMz'Ns pknAw u/fPsf] 5 / cleofg ;fpg d;fGt;Dd rNg]5.",
    'नगरपालिकाले सबै स्वास्थ्य चौकीमा डेङ्गु परीक्षण किट निःशुल्क उपलब्ध गराएको छ र अभियान साउन मसान्तसम्म चल्नेछ।',
  ],
  ["rGbgk'/df kfFr xhf/ k':ts;lxt ;fd'bflos k':tsfno ;'?", 'चन्दनपुरमा पाँच हजार पुस्तकसहित सामुदायिक पुस्तकालय सुरु'],
  [
    "rGbgk'/ ufpFkflnsfsf] s]G›df o'jfx¿sf] kxndf kfFr xhf/eGbf a9L k':ts;lxtsf] ;fd'bflos k':tsfno ;~rfngdf cfPsf] 5.",
    'चन्दनपुर गाउँपालिकाको केन्द्रमा युवाहरूको पहलमा पाँच हजारभन्दा बढी पुस्तकसहितको सामुदायिक पुस्तकालय सञ्चालनमा आएको छ।',
  ],
  [
    "rGbgk'/ ufpFkflnsfsf] s]G›df kfFr xhf/eGbf a9L k':ts;lxtsf] ;fd'bflos k':tsfno ;~rfngdf cfPsf] 5.",
    'चन्दनपुर गाउँपालिकाको केन्द्रमा पाँच हजारभन्दा बढी पुस्तकसहितको सामुदायिक पुस्तकालय सञ्चालनमा आएको छ।',
  ],
  [
    "ufpFsf o'jfx¿sf] kxndf ;'? ePsf] k':tsfnodf ;flxTo, lj1fg, s[lif, Oltxf; / afn;flxTosf k':ts /flvPsf 5G.",
    'गाउँका युवाहरूको पहलमा सुरु भएको पुस्तकालयमा साहित्य, विज्ञान, कृषि, इतिहास र बालसाहित्यका पुस्तक राखिएका छन्।',
  ],
  [
    "k':tsfnosf nflu w]/}h;f] k':ts ufpFaflx/ a;]sf gful/s, lzIfs / ljleGg ;+:yfn] bfg u/]sf x'G.",
    'पुस्तकालयका लागि धेरैजसो पुस्तक गाउँबाहिर बसेका नागरिक, शिक्षक र विभिन्न संस्थाले दान गरेका हुन्।',
  ],
  [
    "b'O{ jif{cl3 ;fyLx¿;Fu ldn]/ 3/3/af6 k':ts ;Íng ;'? u/]sf] / clxn] Tof] ;kgf k\"/f ePsf] k':tsfno cleofgsf ;+of]hs ;'bLk l3ld/]n] atfP.",
    'दुई वर्षअघि साथीहरूसँग मिलेर घरघरबाट पुस्तक सङ्कलन सुरु गरेको र अहिले त्यो सपना पूरा भएको पुस्तकालय अभियानका संयोजक सुदीप घिमिरेले बताए।',
  ],
  [
    ";'bLksf cg';f/ ;'?df Pp6f 3/sf] ;fgf] sf]7faf6 k':ts n]gb]g ;'? ul/Psf] lyof].",
    'सुदीपका अनुसार सुरुमा एउटा घरको सानो कोठाबाट पुस्तक लेनदेन सुरु गरिएको थियो।',
  ],
  [
    'kf7ssf] ;ª\\Vof a9\\b} uPkl5 pgLx¿n] ufpFkflnsf;Fu ejg dfu u/]sf lyP.',
    'पाठकको सङ्ख्या बढ्दै गएपछि उनीहरूले गाउँपालिकासँग भवन माग गरेका थिए।',
  ],
  [
    "k':tsfnodf afnaflnsfsf nflu 5'§} s'gf, kqklqsf k9\\g] sIf / OG6/g]6 hf]l8Psf tLgj6f sDKo'6/ /flvPsf 5G.",
    'पुस्तकालयमा बालबालिकाका लागि छुट्टै कुना, पत्रपत्रिका पढ्ने कक्ष र इन्टरनेट जोडिएका तीनवटा कम्प्युटर राखिएका छन्।',
  ],
  [
    "laxfg / a]n'sf v'nf /xg] k':tsfnodf ;'? ePsf] klxnf] xKtfd} tLg ;oeGbf a9L kf7sn] ;b:otf lnPsf 5G.",
    'बिहान र बेलुका खुला रहने पुस्तकालयमा सुरु भएको पहिलो हप्तामै तीन सयभन्दा बढी पाठकले सदस्यता लिएका छन्।',
  ],
  [
    "k':tsfnodf lgoldt cfpg] sIff * sL ljBfyL{ cl:dtf yfkfn] klxn] kf7\\ok':tsafx]s c¿ lstfa k9\\g gkfPsf] atfOG.",
    'पुस्तकालयमा नियमित आउने कक्षा ८ की विद्यार्थी अस्मिता थापाले पहिले पाठ्यपुस्तकबाहेक अरू किताब पढ्न नपाएको बताइन्।',
  ],
  [
    "ufpFkflnsfn] k':tsfnosf nflu ejg pknAw u/fPsf] 5 eg] Ps hgf k':tsfno ;xfossf] tna Joxf]g]{ lhDdf lnPsf] 5.",
    'गाउँपालिकाले पुस्तकालयका लागि भवन उपलब्ध गराएको छ भने एक जना पुस्तकालय सहायकको तलब व्यहोर्ने जिम्मा लिएको छ।',
  ],
  [
    "cfof]hsx¿n] x/]s dlxgf syfjfrg, k':ts 5nkmn / ljBfyL{sf nflu xflh/Lhjfkm k|ltof]lutf ug]{ of]hgf agfPsf 5G.",
    'आयोजकहरूले हरेक महिना कथावाचन, पुस्तक छलफल र विद्यार्थीका लागि हाजिरीजवाफ प्रतियोगिता गर्ने योजना बनाएका छन्।',
  ],
  [
    'gLntfndf s]h df5fkfngM #) kl/jf/sf] cfDbfgLsf] e/kbf]{ ;|f]t',
    'नीलतालमा केज माछापालन: ३० परिवारको आम्दानीको भरपर्दो स्रोत',
  ],
  [
    "gLntfndf s]hdf df5fkfng ub}{ cfPsf dfemL ;d'bfosf #) kl/jf/n] o;nfO{ cfDbfgLsf] e/kbf]{ ;|f]t agfPsf 5G.",
    'नीलतालमा केजमा माछापालन गर्दै आएका माझी समुदायका ३० परिवारले यसलाई आम्दानीको भरपर्दो स्रोत बनाएका छन्।',
  ],
  [
    "tfnsf] kfgLdf t}l/g] hfnsf vf]/df kflnPsf df5f :yfgLo xf]6n / ahf/df ;lhn} laqmL x'g] u/]sf 5G.",
    'तालको पानीमा तैरिने जालका खोरमा पालिएका माछा स्थानीय होटल र बजारमा सजिलै बिक्री हुने गरेका छन्।',
  ],
  [
    "klxn] tfndf hfn xfg]/ df5f dfb}{ cfPsf oL kl/jf/n] sl/a cf7 jif{cl3 s]h df5fkfng ;'? u/]sf lyP.",
    'पहिले तालमा जाल हानेर माछा मार्दै आएका यी परिवारले करिब आठ वर्षअघि केज माछापालन सुरु गरेका थिए।',
  ],
  [
    "df5fkfns ;d\"xsf cWoIf /fdaxfb'/ dfemLsf cg';f/ clxn] ;d\"x;Fu !*) j6f s]h 5G / jflif{s sl/a $) 6g df5f pTkfbg x'G5.",
    'माछापालक समूहका अध्यक्ष रामबहादुर माझीका अनुसार अहिले समूहसँग १८० वटा केज छन् र वार्षिक करिब ४० टन माछा उत्पादन हुन्छ।',
  ],
  [
    'Pp6f kl/jf/n] jflif{s cf};t tLgb]lv rf/ nfv ?k}ofF;Dd cfDbfgL ug]{ u/]sf] ;d"xsf] egfO 5.',
    'एउटा परिवारले वार्षिक औसत तीनदेखि चार लाख रुपैयाँसम्म आम्दानी गर्ने गरेको समूहको भनाइ छ।',
  ],
  [
    "df5fkfns ;d\"xn] tfnlsgf/d} tfhf df5f laqmL s]G› / ;fgf] df5f kl/sf/ k;n ;~rfng u/]sf] 5, hxfF ko{6sx¿ e'6]sf] df5f vfg k'U5G.",
    'माछापालक समूहले तालकिनारमै ताजा माछा बिक्री केन्द्र र सानो माछा परिकार पसल सञ्चालन गरेको छ, जहाँ पर्यटकहरू भुटेको माछा खान पुग्छन्।',
  ],
  [
    'o;af6 ;d"xsf dlxnf ;b:on] klg lgoldt cfDbfgL ug{ yfn]sf 5G.',
    'यसबाट समूहका महिला सदस्यले पनि नियमित आम्दानी गर्न थालेका छन्।',
  ],
  [
    "dT:o ljsf; s]G›n] df5fkfnsnfO{ e'/fsf] Joj:yf / k|fljlws ;xof]u ub}{ cfPsf] 5.",
    'मत्स्य विकास केन्द्रले माछापालकलाई भुराको व्यवस्था र प्राविधिक सहयोग गर्दै आएको छ।',
  ],
  [
    "t/ kl5Nnf jif{df tfndf emf/ / kmf]xf]/ a9\\bf kfgLsf] u'0f:t/ k|efljt ePsf] df5fkfnsx¿sf] lrGtf 5.",
    'तर पछिल्ला वर्षमा तालमा झार र फोहोर बढ्दा पानीको गुणस्तर प्रभावित भएको माछापालकहरूको चिन्ता छ।',
  ],
  [
    "tfnsf] ;+/If0f geP s]h df5fkfng klg lbuf] gx'g] eGb} pgLx¿n] ;/;kmfOdf ;a}sf] ;xof]u dfu u/]sf 5G.",
    'तालको संरक्षण नभए केज माछापालन पनि दिगो नहुने भन्दै उनीहरूले सरसफाइमा सबैको सहयोग माग गरेका छन्।',
  ],
  ["d'Vo ;fdu|Ldf hfg'xf]:", 'मुख्य सामग्रीमा जानुहोस्'],
  ["nf]8 x'Fb}5===", 'लोड हुँदैछ...'],
  ["u[xk[i7df hfg'xf]:", 'गृहपृष्ठमा जानुहोस्'],
  ["u[xk[i7df kms{g'xf]:", 'गृहपृष्ठमा फर्कनुहोस्'],
  ['csf]{ k[i7df nluFb}5===', 'अर्को पृष्ठमा लगिँदैछ...'],
  ['-P]lR5s_', '(ऐच्छिक)'],
  ["of] v08 tof/ x'Fb}5 / l5§} pknAw x'g]5.", 'यो खण्ड तयार हुँदैछ र छिट्टै उपलब्ध हुनेछ।'],
  ["k5fl8 hfg'xf]:", 'पछाडि जानुहोस्'],
  ["km]l/ k|of; ug'{xf]:", 'फेरि प्रयास गर्नुहोस्'],
  ["/2 ug'{xf]:", 'रद्द गर्नुहोस्'],
  ['clgjfo{', 'अनिवार्य'],
  ['k[i7x¿', 'पृष्ठहरू'],
  ['cl3Nnf]', 'अघिल्लो'],
  ['csf]{', 'अर्को'],
  ['efiff', 'भाषा'],
  ["OG6/km]; c+u|]hLdf abNg'xf]:", 'इन्टरफेस अंग्रेजीमा बदल्नुहोस्'],
  ['g]kfnL', 'नेपाली'],
  ["d'Vo g]leu];g", 'मुख्य नेभिगेसन'],
  ['u[xk[i7', 'गृहपृष्ठ'],
  ['tfhf va/', 'ताजा खबर'],
  ["a|]lsª Go'h", 'ब्रेकिङ न्युज'],
  ['xfd|f] af/]df', 'हाम्रो बारेमा'],
  [';Dks{', 'सम्पर्क'],
  ["xfdLnfO{ Od]n n]Vg'xf]:", 'हामीलाई इमेल लेख्नुहोस्'],
  [';fOg Og', 'साइन इन'],
  ['P8ldg 8\\of;af]8{', 'एडमिन ड्यासबोर्ड'],
  ['k|f]kmfOn', 'प्रोफाइल'],
  ['nucfp6', 'लगआउट'],
  ["d]g' vf]Ng'xf]:", 'मेनु खोल्नुहोस्'],
  ["d]g' aGb ug'{xf]:", 'मेनु बन्द गर्नुहोस्'],
  ["d]g'", 'मेनु'],
  ['u[xk[i7', 'गृहपृष्ठ'],
  [
    'g]kfn / ljZjsf e/kbf{ ;dfrf/, g]kfnL efiffdf, rf}aL;} 306f.',
    'नेपाल र विश्वका भरपर्दा समाचार, नेपाली भाषामा, चौबीसै घण्टा।',
  ],
  ['ljwfx¿', 'विधाहरू'],
  ['tfhf ;dfrf/', 'ताजा समाचार'],
  ["a|]lsª Go'h", 'ब्रेकिङ न्युज'],
  [';Dks{', 'सम्पर्क'],
  ['@$÷& ;dfrf/ ck8]6', '२४/७ समाचार अपडेट'],
  ["xfdLnfO{ k5\\ofpg'xf]:", 'हामीलाई पछ्याउनुहोस्'],
  ["sfg'gL", 'कानुनी'],
  ['uf]kgLotf gLlt', 'गोपनीयता नीति'],
  [';]jfsf ;t{x¿', 'सेवाका सर्तहरू'],
  ["aGb ug'{xf]:", 'बन्द गर्नुहोस्'],
  ['cglws[t', 'अनधिकृत'],
  ["tkfO{+ nucfp6 x'g'ePsf] 5. km]l/ nuOg ug{ nluFb}5===", 'तपाईं लगआउट हुनुभएको छ। फेरि लगइन गर्न लगिँदैछ...'],
  ["s[kof ;fOg Og ug'{xf]:", 'कृपया साइन इन गर्नुहोस्'],
  ["P8ldg kx'Fr cfjZos 5. csf]{ k[i7df nluFb}5===", 'एडमिन पहुँच आवश्यक छ। अर्को पृष्ठमा लगिँदैछ...'],
  ["s[kof dfGo Od]n 7]ufgf n]Vg'xf]:", 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्'],
  ['kf;j8{ cfjZos 5', 'पासवर्ड आवश्यक छ'],
  ['klxnf] gfd cfjZos 5', 'पहिलो नाम आवश्यक छ'],
  ['y/ cfjZos 5', 'थर आवश्यक छ'],
  ["kf;j8{ sDtLdf ^ cIf/sf] x'g'k5{", 'पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ'],
  ['km]l/ :jfut 5', 'फेरि स्वागत छ'],
  ["hf/L /fVg cfˆgf] vftfdf ;fOg Og ug'{xf]:", 'जारी राख्न आफ्नो खातामा साइन इन गर्नुहोस्'],
  ['Od]n', 'इमेल'],
  ['kf;j8{', 'पासवर्ड'],
  ["kf;j8{ b]vfpg'xf]:", 'पासवर्ड देखाउनुहोस्'],
  ["kf;j8{ n'sfpg'xf]:", 'पासवर्ड लुकाउनुहोस्'],
  ["kf;j8{ la;{g'eof]<", 'पासवर्ड बिर्सनुभयो?'],
  [';fOg Og', 'साइन इन'],
  [";fOg Og x'Fb}5===", 'साइन इन हुँदैछ...'],
  ['vftf 5}g<', 'खाता छैन?'],
  ["btf{ ug'{xf]:", 'दर्ता गर्नुहोस्'],
  ['nuOg c;kmn eof]', 'लगइन असफल भयो'],
  ["s[kof cfˆgf] Od]n / kf;j8{ hfFr ug'{xf]:.", 'कृपया आफ्नो इमेल र पासवर्ड जाँच गर्नुहोस्।'],
  ["s]xL u8a8 eof]. s[kof km]l/ k|of; ug'{xf]:.", 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।'],
  ["vftf agfpg'xf]:", 'खाता बनाउनुहोस्'],
  [
    ";dfrf/df k|ltlqmof lbg / dg k/]sf va/ k5\\ofpg hf]l8g'xf]:",
    'समाचारमा प्रतिक्रिया दिन र मन परेका खबर पछ्याउन जोडिनुहोस्',
  ],
  ['klxnf] gfd', 'पहिलो नाम'],
  ['y/', 'थर'],
  ['Od]n', 'इमेल'],
  ['kf;j8{', 'पासवर्ड'],
  ['sDtLdf ^ cIf/', 'कम्तीमा ६ अक्षर'],
  ["vftf agfpg'xf]:", 'खाता बनाउनुहोस्'],
  ['vftf aGb}5===', 'खाता बन्दैछ...'],
  ['klxNo} vftf 5<', 'पहिल्यै खाता छ?'],
  [";fOg Og ug'{xf]:", 'साइन इन गर्नुहोस्'],
  ['btf{ c;kmn eof]', 'दर्ता असफल भयो'],
  ["s[kof km]l/ k|of; ug'{xf]:.", 'कृपया फेरि प्रयास गर्नुहोस्।'],
  ["kf;j8{ la;{g'eof]<", 'पासवर्ड बिर्सनुभयो?'],
  [
    "cfˆgf] Od]n 7]ufgf n]Vg'xf]:, xfdL kf;j8{ l/;]6 ug]{ lnÍ k7fpg]5f}F.",
    'आफ्नो इमेल ठेगाना लेख्नुहोस्, हामी पासवर्ड रिसेट गर्ने लिङ्क पठाउनेछौँ।',
  ],
  ['Od]n', 'इमेल'],
  ["l/;]6 lnÍ k7fpg'xf]:", 'रिसेट लिङ्क पठाउनुहोस्'],
  ['k7fpFb}===', 'पठाउँदै...'],
  ["k|df0fLs/0f q'l6", 'प्रमाणीकरण त्रुटि'],
  ["s[kof cfˆgf] Od]n 7]ufgf n]Vg'xf]:.", 'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।'],
  ['l/;]6 lnÍ k7fOof]', 'रिसेट लिङ्क पठाइयो'],
  ["cfˆgf] Od]n x]g'{xf]:", 'आफ्नो इमेल हेर्नुहोस्'],
  ['Od]n cfPg<', 'इमेल आएन?'],
  ["km]l/ k|of; ug'{xf]:", 'फेरि प्रयास गर्नुहोस्'],
  ["nuOgdf kms{g'xf]:", 'लगइनमा फर्कनुहोस्'],
  ["q'l6", 'त्रुटि'],
  ["l/;]6 Od]n k7fpg ;lsPg. s[kof km]l/ k|of; ug'{xf]:.", 'रिसेट इमेल पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।'],
  ["gofF kf;j8{ /fVg'xf]:", 'नयाँ पासवर्ड राख्नुहोस्'],
  ["cfˆgf] vftfsf nflu gofF kf;j8{ 5fGg'xf]:.", 'आफ्नो खाताका लागि नयाँ पासवर्ड छान्नुहोस्।'],
  ['gofF kf;j8{', 'नयाँ पासवर्ड'],
  ["kf;j8{ k'li6 ug'{xf]:", 'पासवर्ड पुष्टि गर्नुहोस्'],
  ["kf;j8{ l/;]6 ug'{xf]:", 'पासवर्ड रिसेट गर्नुहोस्'],
  ["l/;]6 x'Fb}5===", 'रिसेट हुँदैछ...'],
];
