/** The nine example guides (SPEC §2 Examples); links come from EXAMPLE_GUIDE_URLS, in this order. */
export const EXAMPLE_GUIDES = [
  { title: 'Multi-cam sitcom', role: 'Guest star', blurb: 'Land the joke, hold for the laugh, and a button that caps the scene.' },
  { title: 'TV teen drama', role: 'Series regular', blurb: 'A through-line across episodes and subtext under every "whatever".' },
  { title: 'Thriller / horror', role: 'Lead', blurb: 'Stakes, stillness and listening when the frame is tight.' },
  { title: 'Drama film', role: 'Lead', blurb: 'Beats, the turn, and a moment before that carries into the room.' },
  { title: 'Single-cam sitcom', role: 'Series regular', blurb: 'Grounded comedy: play it real and let the writing be funny.' },
  { title: 'TV medical drama', role: 'Co-star', blurb: 'Serve the scene, be real, and make a handful of lines count.' },
  { title: 'Comedy film', role: 'Supporting', blurb: 'Objectives aimed at the lead and an unexpected colour to try.' },
  { title: 'Daytime soap', role: 'Recurring day player', blurb: 'Heightened stakes, held close-ups and the end-of-scene reaction.' },
  { title: "Kid's guide: film", role: 'Lead', blurb: 'Short sentences, line games and "what would you do if…" questions.' },
] as const;
