/**
 * A title made only of a measure, a figure, a date, a duration or a percentage ("Nine Hours", "Six
 * Months", "36 per Week", "1 September", "20 %", "$180") says how much or when, never what a slide is
 * about: it is refused as a name built from the slide's words, like a one-word keyword (issue 20 item 2,
 * decision 200). Its words are all figures, number words, units, times and the small words between them.
 */

const NUMBER_WORD =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|half|quarter|dozen|once|twice|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|single|double|several|few)$/;

const UNIT =
  /^(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|fortnights?|months?|years?|decades?|centur(?:y|ies)|times?|percent|per|cent|%|pct|°c|°f|°|degrees?|celsius|fahrenheit|kg|kilos?|kilograms?|grams?|g|mg|tonnes?|tons?|lbs?|pounds?|ounces?|oz|km|kms|kilometres?|kilometers?|metres?|meters?|m|cm|mm|miles?|feet|foot|ft|inch(?:es)?|litres?|liters?|l|ml|gallons?|kb|mb|gb|tb|bytes?|bits?|points?|pt|px|pixels?|euros?|dollars?|cents?|pence|p|usd|eur|gbp|calories?|kcal|volts?|watts?|kw|kwh|mph|km\/h)$/;

const WHEN =
  /^(?:today|tomorrow|yesterday|daily|weekly|monthly|yearly|annually|annual|morning|afternoon|evening|noon|midnight|am|pm|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|q[1-4]|h[12])$/;

/** Small words that join a measure's parts: "36 per week", "Monday to Friday", "two and a half hours". */
const BETWEEN =
  /^(?:a|an|the|of|per|to|and|or|from|until|till|by|up|over|under|within|after|before|every|each|about|around|some|last|next|this|at|least|most|more|less|than)$/;

/** A figure as written: "36", "1.5", "$180", "€25", "20%", "24-hour", "9am", "2024", "1st", "3/4". */
const FIGURE = /^[$€£¥]?\d[\d.,:/]*(?:%|st|nd|rd|th|am|pm|k|m|bn)?$|^\d[\d.,]*-[\p{L}]+$/iu;

export function isMeasureTitle(title: string): boolean {
  const words = title
    .toLowerCase()
    .replace(/[()"“”‘’'!?,.;:]+(?=\s|$)/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return false;
  let saysMeasure = false;
  for (const w of words) {
    if (FIGURE.test(w) || NUMBER_WORD.test(w) || WHEN.test(w)) saysMeasure = true;
    else if (UNIT.test(w)) {
      // (a unit alone is a word: "Hours" or "Points" may name a section; with a figure it is a measure)
    } else if (!BETWEEN.test(w)) return false;
  }
  return saysMeasure;
}
