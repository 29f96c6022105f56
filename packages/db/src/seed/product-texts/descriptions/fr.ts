export const fr: Record<string, string> = {
  'mobile-legends':
    'Le MOBA 5v5 sur mobile : choisissez un héros, formez une équipe et poussez les lanes dans des parties de dix minutes. Les Diamants débloquent des héros, des skins et le passe de combat.',
  'free-fire':
    'Cinquante joueurs atterrissent sur une île isolée et s’affrontent pendant dix minutes pour être le dernier survivant. Les Diamants permettent d’acheter des personnages, des familiers et l’Elite Pass.',
  'pubg-mobile':
    'Le battle royale original sur mobile : cent joueurs, une carte, un seul gagnant. Les UC paient le Royale Pass, des tenues et des skins d’armes.',
  'genshin-impact':
    'Un RPG d’action en monde ouvert à travers les sept nations de Teyvat. Les Genesis Crystals se convertissent en Primogems pour les vœux et le passe de combat.',
  roblox:
    'Un code de carte cadeau Roblox numérique, échangeable contre des Robux à dépenser en objets d’avatar et en expériences. Envoyé par e-mail après le paiement.',
  valorant:
    'Un jeu de tir tactique 5v5 basé sur des personnages, où la précision au tir rencontre les compétences uniques des agents. Les Valorant Points permettent d’acheter des skins d’armes et des agents.',
  'honor-of-kings':
    'Le MOBA mobile le plus joué au monde, avec des héros tirés de la légende. Les Tokens permettent d’acheter des héros, des skins et l’Honor Pass.',
  'call-of-duty-mobile':
    'Les cartes multijoueur classiques de Call of Duty et un battle royale à 100 joueurs, conçus pour le téléphone. Les CP permettent d’acheter le passe de combat, des agents et des plans d’armes.',
  'honkai-star-rail':
    'Un RPG de fantasy spatiale au tour par tour à bord de l’Astral Express. Les Oneiric Shards se convertissent en Jade stellaire pour les sauts et le passe « Nameless Honor ».',
  'steam-wallet':
    'Un code Porte-monnaie Steam qui crédite un compte Steam pour des jeux, des DLC et des objets en jeu. Le code arrive par e-mail après le paiement.',
  'google-play':
    'Un code cadeau Google Play pour les applis, les jeux, les achats intégrés, les livres et les films sur Android. À utiliser dans le Play Store.',
  'wild-rift':
    'League of Legends repensé pour le mobile : des parties 5v5 rapides avec des commandes à double stick. Les Wild Cores permettent d’acheter des champions, des skins et le Wild Pass.',
  'brawl-stars':
    'Des combats en équipe rapides de trois minutes avec toute une galerie de Brawlers, chacun doté d’un super. Les Gemmes permettent d’acheter le Brawl Pass, des skins et des Brawlers.',
  'clash-of-clans':
    'Construisez un village, entraînez des troupes et attaquez les bases d’autres joueurs avec votre clan. Les Gemmes accélèrent les ouvriers et permettent d’acheter le Pass d’or.',
  'clash-royale':
    'Des duels de cartes en temps réel : déployez troupes et sorts pour abattre la tour du Roi adverse. Les Gemmes permettent d’acheter des coffres, le Pass Royale et des emotes.',
  'zenless-zone-zero':
    'Un jeu d’action stylé de fantasy urbaine à New Eridu, où l’on se fraie un chemin à travers les Hollows. Le Monochrome se convertit en Polychrome pour les recherches de signal.',
  'razer-gold':
    'Un code PIN Razer Gold qui recharge un portefeuille Razer Gold, accepté dans des milliers de jeux et qui rapporte du Razer Silver à chaque achat.',
  efootball:
    'Du football free-to-play avec des clubs sous licence et des légendes : composez une Dream Team et jouez des matchs en ligne. Les Coins permettent de recruter des joueurs et d’acheter des packs.',
  'arena-breakout':
    'Un extraction shooter exigeant : pillez, ramassez du butin et sortez vivant, ou perdez ce que vous aviez emporté. Les Bonds permettent d’acheter de l’équipement, le passe de combat et des cosmétiques.',
  'love-and-deepspace':
    'Une aventure romantique de science-fiction en 3D : chassez les Wanderers et apprenez à connaître les hommes de Linkon City. Les Diamants permettent d’acheter des Deepspace Wishes et l’Aurum Pass.',
  'delta-force':
    'Des combats à grande échelle et des opérations d’extraction sur terre, en mer et dans les airs. Les Delta Coins permettent d’acheter des skins d’opérateurs et le passe de combat.',
  'magic-chess-go-go':
    'Un auto battler à huit joueurs avec les héros de Mobile Legends : créez des synergies, placez vos pièces et survivez au reste du salon. Les Diamants permettent d’acheter des commandants et des passes.',
  'teamfight-tactics':
    'Le jeu de stratégie en manches de Riot : recrutez des champions, construisez votre plateau et affrontez sept adversaires. Les RP permettent d’acheter des Petites Légendes, des arènes et des passes.',
  'stumble-guys':
    'Un party game à élimination jusqu’à 32 joueurs : courez, plongez et trébuchez à travers des parcours d’obstacles chaotiques. Les Gemmes permettent d’acheter des skins, des emotes et le Stumble Pass.',
  'marvel-snap':
    'Un jeu de cartes à collectionner rapide avec les héros et méchants de Marvel ; une partie dure trois minutes. L’Or permet d’acheter le Season Pass et des variantes.',
  'sausage-man':
    'Un battle royale façon dessin animé où des saucisses sautent en parachute, s’emparent d’armes et font la fête jusqu’à la victoire. Les Bonbons permettent d’acheter des tenues et le Gala Pass.',
  'lords-mobile':
    'Un jeu de stratégie en temps réel fait de construction de royaume, de héros et de guerres de guildes. Les Diamants accélèrent la construction et permettent d’acheter des packs de héros.',
  'ragnarok-x':
    'Le monde classique de Ragnarok Online repensé en MMORPG mobile, avec des métiers, des guildes et des chasses aux MVP. Les Diamants permettent d’acheter des costumes et la carte mensuelle.',
  'playstation-store':
    'Un code PlayStation Store qui crédite un porte-monnaie PlayStation Network pour des jeux, des extensions et PlayStation Plus.',
  'garena-shells':
    'Les Garena Shells servent à payer des objets dans les jeux et services Garena en Asie du Sud-Est et à Taïwan. Le code PIN du bon est envoyé par e-mail.',
  'ea-sports-fc-mobile':
    'Composez votre Ultimate Team parmi des milliers de joueurs, de clubs et de championnats sous licence, et affrontez d’autres joueurs en face-à-face. Les FC Points permettent d’acheter des packs et le Season Pass.',
  'top-eleven':
    'Gérez votre propre club de football : recrutez des joueurs, définissez la tactique, entraînez l’effectif et disputez des matchs en direct contre d’autres managers. Les Tokens accélèrent l’entraînement et les transferts.',
};
