/**
 * Turkish polarity stems for the `oa` label. Turkish builds words with suffixes, so an entry
 * matches the beginning of a word (güzel: güzeldi, güzelmiş), the longest entry winning
 * (başarısız before başarı, sorunsuz before sorun). Entries of 3 letters or fewer match only
 * whole words, so `iyi` does not match `iyice`. Entries ending in `-` are verb stems: they match
 * only before a verb suffix (sev-: sevdim, seviyorum, but not seviye "level"), and a negative
 * suffix -me/-ma (sevmedim, beğenmiyorum) turns their polarity round.
 */
const POSITIVE = `
güzel iyi iyiydi iyiyim iyisin iyiyiz harika mükemmel muhteşem şahane süper enfes nefis
başarı başar- mutlu sevin- sev- sevgi sevimli beğen- bayıl- hoş hoşuma keyif eğlen- eğlenceli memnun
teşekkür sağol sağolun minnettar rahat huzur güvenli güvenilir kolay hızlı temiz taze lezzetli
tatlı şirin nazik kibar cömert dürüst adil yardımsever faydalı yararlı verimli etkili kaliteli
tavsiye öner- umut iyimser heyecanlı harikulade olağanüstü parlak zeki akıllı yetenekli uygun
mantıklı kusursuz sorunsuz ferah neşe gurur bravo tebrik kutla- şanslı kazan- övgü hayran
muazzam fevkalade tatmin ideal çözüldü hatasız zararsız eksiksiz beğeni kazanç
`;

const NEGATIVE = `
kötü berbat rezil rezalet korkunç felaket iğrenç sıkıcı sinir kızgın öfke üzgün üzül- üzücü
mutsuz kırıklı sorun problem hata arıza bozuk bozul- yavaş pahalı zor zordu zahmet yorgun
yorucu acı acıydı kaygı endişe korku kork- tehlike risk kayıp kaybet- başarısız nefret şikayet
şikâyet rahatsız memnuniyetsiz yetersiz gereksiz saçma aptal salak çirkin kirli eksik gecik- hasta
ağrı kriz savaş ölüm zarar mağdur haksız yalan hile dolandırıcı utanç ayıp pişman kıskanç bık-
umutsuz güvensiz kusurlu uygunsuz maalesef yazık sıkıntı dert mahvol- kaos
`;

export interface TurkishStem {
  stem: string;
  verb: boolean;
  polarity: 1 | -1;
}

/** Both lists, longest first, so the first entry that matches a word is the most specific one. */
export const TURKISH_STEMS: readonly TurkishStem[] = [...parse(POSITIVE, 1), ...parse(NEGATIVE, -1)].sort((a, b) => b.stem.length - a.stem.length);

function parse(list: string, polarity: 1 | -1): TurkishStem[] {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => ({ stem: entry.replace(/-$/, ''), verb: entry.endsWith('-'), polarity }));
}
