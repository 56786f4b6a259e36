/** A complete guide request for the lemonade-stand fixture (MAYA, 10); each test overrides what it varies. */
export function lemonadeGuideRequest(uploadId: string, over: Record<string, unknown> = {}) {
  return {
    uploadId,
    uploadIds: [uploadId],
    characterName: 'Maya',
    productionTitle: 'The Lemonade Stand',
    productionType: 'film',
    roleSize: 'lead',
    genre: 'family drama',
    actorAge: 10,
    storyline: '',
    characterBreakdown: '',
    callbackNotes: '',
    childGuideRequested: false,
    ...over,
  };
}
