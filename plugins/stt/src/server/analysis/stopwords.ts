/**
 * Function words that never make a keyword: pronouns, articles, auxiliaries, conjunctions,
 * particles, fillers and the most common verbs of talk (speech transcripts are full of them).
 * Words shorter than 3 letters are dropped anyway, so they are not listed.
 */
import { baseLanguage } from './text-words.ts';

const ENGLISH = `
about above actually after again against all also and another any anyone anything are aren't around
because been before being below between both but can can't cannot come comes could couldn't did didn't
does doesn't doing don't down during each either else even ever every everyone everything few for from
further get gets getting going gonna got had hadn't has hasn't have haven't having he'd he'll he's her here
here's hers herself him himself his how how's however i'd i'll i'm i've into isn't it's its itself just know
let let's like lot lots made make many may maybe mean might mine more most much must mustn't myself
need never nor not nothing now off okay once one only other others our ours ourselves out over own
quite rather really right said same say says see shall she she'd she'll she's should shouldn't since some
someone something still such sure take than thank that that's the their theirs them themselves then there
there's these they they'd they'll they're they've thing things think this those though three through thus
too two under until upon very want was wasn't way we'd we'll we're we've well went were weren't what what's
whatever when where where's whether which while who who's whom whose why will with within without won't
would wouldn't yeah yes yet you you'd you'll you're you've your yours yourself yourselves
`;

const TURKISH = `
acaba ama ancak artık aslında ayrıca bana bazen bazı belki ben bence beni benim beri bile bir biraz birçok
biri birkaç birşey biz bize bizi bizim böyle böylece buna bunda bundan bunlar bunlara bunları bunların bunu
bunun burada bütün çok çünkü dahi daha dedi değil diğer diye diyor dolayı eğer evet fakat falan filan
gene gerek gibi göre hadi hala hâlâ hangi hani hem henüz hep hepsi her herkes herşey hiç hiçbir için ile
ilgili ise işte itibaren kadar kendi kendine kere kez kim kimse lazım nasıl neden nerede nereye niçin niye
olabilir olacak olan olarak oldu olduğu olduğunu olmak olması olsun olur ona onda ondan onlar onlara onları
onların onu onun orada oysa öyle önce pek rağmen sadece sana sanki sence seni senin siz size sizi sizin sonra
şey şeyler şimdi şöyle şuna şunlar şunu tabii tamam tarafından tüm üzere var vardı veya yani yapmak yaptı
yapıyor yerine yine yok yoksa zaten zira etmek etti ediyor geldi gelen hmm
`;

const lists = { en: toSet(ENGLISH), tr: toSet(TURKISH) };

export function stopwordsFor(language: string): ReadonlySet<string> {
  return lists[baseLanguage(language)];
}

function toSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter(Boolean));
}
