/**
 * English polarity words for the `oa` label, matched as whole words (inflected forms listed).
 * Words whose polarity depends on context (like, right, issue, sorry, hard) are left out; the
 * verb forms likes and liked are in.
 */
export const ENGLISH_POSITIVE = words(`
achieve achieved achievement admire admired adore adored advantage agree agreed amazing appreciate
appreciated approve approved awesome beautiful beneficial benefit best better blessed brave brilliant
calm capable care caring celebrate celebrated charming cheerful clean clever comfortable competent
confident convenient cool creative cute delicious delight delighted delightful easier easiest easy
effective efficient elegant encouraging enjoy enjoyable enjoyed enjoying enjoys excellent excited
exciting fabulous fair fantastic favorite favourite fine fortunate fresh friendly fun funny generous
glad glorious good gorgeous grateful great happier happiest happy healthy helpful honest hope hopeful
impressed impressive incredible inspired inspiring joy joyful kind liked likes love loved lovely loves loving
lucky marvelous nice nicely optimistic outstanding peaceful perfect perfectly pleasant pleased
pleasure polite positive proud recommend recommended reliable relief relieved relaxed relaxing
remarkable respectful safe satisfied satisfying secure smart smooth solid splendid stable strong
succeed succeeded success successful superb superior support supportive sweet talented terrific
thankful thanks thrilled useful valuable welcome wonderful wow yay win winner winning won worth
accurate brighter correct excellence gain gained growth improve improved improvement
improving profit profitable progress bravo congratulations praise praised ideal neat rewarding
`);

export const ENGLISH_NEGATIVE = words(`
abandoned afraid aggressive angry annoyed annoying anxious ashamed awful awkward bad bitter blame
bored boring broke broken bug buggy bugs catastrophe cheat cheated complain complained complaint
complaints complicated confused confusing crash crashed crashes crisis cruel cry crying damage damaged
danger dangerous dead death defective delay delayed depressed depressing difficult dirty disappointed
disappointing disappointment disaster disastrous disgusted disgusting dislike disliked dreadful dull
dumb embarrassed embarrassing error errors evil exhausted expensive fail failed failing fails failure
faulty fear fraud frustrated frustrating furious grief gross guilty harm harmful hate hated hates
hateful helpless hopeless horrible horrendous horrified hostile hurt hurting hurts idiot ignored ill
inaccurate incorrect inferior irritating jealous lame liar lie lies lonely lose loser losing loss
lost mediocre mess messy miserable mistake mistakes nasty neglected nervous nightmare noisy overpriced
pain painful panic pathetic pointless poor poorly problem problems regret rejected ridiculous risky
rude sad scam scared scary shame shocking sick slow stress stressed stressful struggle struggling
stupid suffer suffering terrible terrified threat tired tragedy tragic trouble troubled ugly unacceptable
unclear unfair unfortunate unfortunately unhappy unreliable unsafe unstable upset useless violent
waste wasted weak worried worry worrying worse worst worthless wrong
`);

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}
