// Types for the Porter2 stemmer package (it ships none).
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export default stem;
}
