// The generated share images of games and organizations (og:image of evt/{id} and org/{slug}).
export const shareImageMessages = {
  game: 'Game', // ours: the eyebrow of a game without a sport
  organization: 'Organization', // ours: the eyebrow of an organization whose teams name no sport
  alt: (title: string) => `${title} on Beans`, // ours
};
