/**
 * Sentences written for the evaluation, spoken by flite and espeak-ng voices: everyday speech that
 * holds the keywords below, several of them more than once. None of them says an unspoken keyword.
 */
export const SENTENCES = [
  'please send the invoice to the customer before the meeting',
  'the meeting was moved to tomorrow morning because the manager is away',
  'your password must be changed every three months',
  'the delivery arrived late so we asked for a refund',
  'call the hospital if there is an emergency at night',
  'our budget for the new computer is very small this year',
  'she read the insurance letter twice before she signed it',
  'the weather in the mountains changed quickly in the afternoon',
  'write your account number on the back of the form',
  'he paid with a credit card at the station',
  'the train to the city leaves from platform seven',
  'check the schedule again before you cancel the order',
  'the customer wants to speak to the manager about the refund',
  'we need a decision on the budget by friday',
  'a new password was sent to your telephone',
  'nobody answered the telephone at the office this morning',
] as const;

/** Keywords said in the sentences above: one to four syllables, and phrases of two words. */
export const SENTENCE_KEYWORDS = [
  'card', 'form', 'night', 'train', 'budget', 'meeting', 'weather', 'friday', 'invoice', 'refund', 'station', 'password',
  'customer', 'manager', 'hospital', 'delivery', 'schedule', 'telephone', 'insurance', 'emergency', 'computer', 'decision',
  'account number', 'credit card', 'tomorrow morning',
] as const;

/** Keywords said in the LibriVox clips (Sense and Sensibility): short words, long words and phrases. */
export const LIBRIVOX_KEYWORDS = [
  'man', 'cold', 'made', 'young', 'power', 'woman', 'married', 'selfish', 'leisure', 'himself', 'consider', 'dashwood', 'amiable',
  'disposed', 'prudently', 'respectable', 'ill disposed', 'cold hearted', 'john dashwood', 'young man',
] as const;

/** Keywords said in the "cards" recordings of pocketsphinx-testdata (another reader, short words). */
export const CARDS_KEYWORDS = ['clubs', 'hearts', 'spades', 'queen', 'seven', 'four of clubs'] as const;

/**
 * Keywords no recording says, of every length, for false alarms alone; 'speechdeck' is in no
 * dictionary, so its pronunciation is made by espeak-ng as a user's made-up word would be.
 */
export const UNSPOKEN_KEYWORDS = [
  'dog', 'fish', 'blue', 'pizza', 'zebra', 'volcano', 'bicycle', 'umbrella', 'elephant', 'kangaroo', 'chocolate', 'saxophone',
  'photograph', 'philosophy', 'mississippi', 'speechdeck', 'orange juice', 'good morning', 'swimming pool', 'birthday party',
] as const;

export const ALL_KEYWORDS: readonly string[] = [...SENTENCE_KEYWORDS, ...LIBRIVOX_KEYWORDS, ...CARDS_KEYWORDS, ...UNSPOKEN_KEYWORDS];
