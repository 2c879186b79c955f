/** What a synthetic voice says to enroll (about 10 s together). */
export const ENROLL_TEXTS = [
  'The north wind and the sun were disputing which was the stronger, when a traveller came along wrapped in a warm cloak.',
  'They agreed that the one who first made the traveller take his cloak off should be considered stronger than the other.',
  'Then the north wind blew as hard as he could, but the more he blew the more closely did the traveller fold his cloak around him.',
];

/** What it says to be identified (about 13 s together): none of the enrollment's sentences. */
export const TEST_TEXTS = [
  'On a bright morning in early spring, the old ferryman rowed his boat across the wide river.',
  'Please call Stella and ask her to bring these things with her from the store.',
  'Six spoons of fresh snow peas, five thick slabs of blue cheese, and maybe a snack for her brother Bob.',
  'We also need a small plastic snake and a big toy frog for the kids to play with in the garden.',
];

/** Conversation turns, from a few words (about 1 s) to a long sentence (about 6 s). */
export const TURN_TEXTS = [
  'Yes, of course.',
  'I am not so sure about that.',
  'What time does the last train leave tonight?',
  'The meeting was moved to Thursday afternoon, after lunch.',
  'Really?',
  'We could take the car, but parking near the station is expensive and hard to find.',
  'My sister lives there, so we can stay with her for a couple of nights.',
  'That sounds like a good plan to me.',
  'If the weather holds, we should walk along the harbour and have dinner by the water before going home.',
  'Fine, let us do that then.',
];
