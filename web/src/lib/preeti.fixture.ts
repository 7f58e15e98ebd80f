/**
 * Preeti text with its Unicode, for preeti.test.ts (issue 22). Two parts, kept apart so each
 * is measured on its own:
 *
 * - PREETI_PUBLISHED: Preeti typed by people, as published in public repositories found with
 *   the project's code search (a vehicle dealer's form listing Nepal's provinces and zones with
 *   their towns, a supplier-registration form under the Public Procurement Regulation, a bank
 *   letter to Nepal Police, a real-estate page, a hospital's expense note, a bank document's
 *   sample). The Unicode beside each line was written for this fixture by reading the Preeti
 *   (what the font draws, typists' own spellings kept: बिरेन्द्रनगर, कन्चनपुर, नाम ः).
 * - PREETI_TYPED: Nepali prose (the demo articles, services/content/src/seed/demo-articles.ts,
 *   and the interface's Nepali strings, lib/i18n/ne.ts) typed into Preeti key sequences by
 *   web/scripts/preeti-fixture.py, written from the key map apart from the converter.
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
  ['-s_ gfd M', '(क) नाम ः'],
  ['-v_ 7]ufgf M', '(ख) ठेगाना ः'],
  ['-u_ kqfrf/ ug]{ 7]ufgf M', '(ग) पत्राचार गर्ने ठेगाना ः'],
  ["-3_ d'Vo JolQmsf] gfd M", '(घ) मुख्य व्यक्तिको नाम ः'],
  ['-ª_ 6]lnkmf]g g+=M', '(ङ) टेलिफोन नं.ः'],
  ['-r_ df]afOn g+= M', '(च) मोबाइल नं. ः'],
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
  ['-s_ dfn;fdfg cfk"lt{ M', '(क) मालसामान आपूर्ति ः'],
  ['-v_ lgdf{0f sfo{', '(ख) निर्माण कार्य'],
  ['-u_ k/fdz{ ;]jf M', '(ग) परामर्श सेवा ः'],
  ['-3_ cGo ;]jf M', '(घ) अन्य सेवा ः'],
  ['lgj]bg lbPsf] ldlt M', 'निवेदन दिएको मिति ः'],
  ['kmd{sf] 5fk M', 'फर्मको छाप ः'],
  ['lgj]bssf] gfd M', 'निवेदकको नाम ः'],
  ['x:tfIf/ M', 'हस्ताक्षर ः'],
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
