export const de: Record<string, string> = {
  'mobile-legends':
    'Das 5v5-MOBA fürs Handy: Wähle einen Helden, bilde ein Team und erobere die Lanes in zehnminütigen Matches. Mit Diamanten schaltest du Helden, Skins und den Battle Pass frei.',
  'free-fire':
    'Fünfzig Spieler landen auf einer abgelegenen Insel und kämpfen zehn Minuten lang darum, als Letzte übrig zu bleiben. Diamanten kaufen Charaktere, Haustiere und den Elite Pass.',
  'pubg-mobile':
    'Das Original-Battle-Royale fürs Handy: hundert Spieler, eine Karte, ein Sieger. Mit UC bezahlst du den Royale Pass, Outfits und Waffen-Skins.',
  'genshin-impact':
    'Ein Open-World-Action-RPG durch die sieben Nationen von Teyvat. Genesis Crystals werden zu Primogems für Gebete und den Battle Pass.',
  roblox:
    'Ein digitaler Roblox-Geschenkkartencode, einlösbar gegen Robux für Avatar-Items und Erlebnisse. Der Code kommt nach der Zahlung per E-Mail.',
  valorant:
    'Ein charakterbasierter 5v5-Taktik-Shooter, in dem präzises Schießen auf einzigartige Agentenfähigkeiten trifft. Valorant Points kaufen Waffen-Skins und Agenten.',
  'honor-of-kings': 'Das meistgespielte Mobile-MOBA der Welt, mit Helden aus Legenden. Token kaufen Helden, Skins und den Honor Pass.',
  'call-of-duty-mobile':
    'Klassische Call-of-Duty-Mehrspielerkarten und ein Battle Royale für 100 Spieler, gemacht fürs Handy. CP kaufen den Battle Pass, Operator und Waffenblaupausen.',
  'honkai-star-rail':
    'Ein rundenbasiertes Weltraum-Fantasy-RPG an Bord des Astral-Express. Oneiric Shards werden zu Stellarjade für Sprünge und den Pass „Ehre der Namenlosen“.',
  'steam-wallet':
    'Ein Steam-Guthabencode, der einem Steam-Konto Guthaben für Spiele, DLCs und In-Game-Items gutschreibt. Der Code kommt nach der Zahlung per E-Mail.',
  'google-play': 'Ein Google-Play-Geschenkcode für Apps, Spiele, In-App-Käufe, Bücher und Filme auf Android. Löse ihn im Play Store ein.',
  'wild-rift':
    'League of Legends neu gebaut fürs Handy: schnelle 5v5-Matches mit Twin-Stick-Steuerung. Wild Cores kaufen Champions, Skins und den Wild Pass.',
  'brawl-stars':
    'Schnelle dreiminütige Teamkämpfe mit einer Riege von Brawlern, jeder mit eigener Super. Juwelen kaufen den Brawl Pass, Skins und Brawler.',
  'clash-of-clans':
    'Baue ein Dorf, bilde Truppen aus und greife mit deinem Clan die Basen anderer Spieler an. Juwelen beschleunigen die Bauarbeiter und kaufen den Goldpass.',
  'clash-royale':
    'Kartenduelle in Echtzeit: Setze Truppen und Zauber ein, um den gegnerischen Königsturm zu Fall zu bringen. Juwelen kaufen Truhen, den Pass Royale und Emotes.',
  'zenless-zone-zero':
    'Ein stylisches Urban-Fantasy-Actionspiel in New Eridu, in dem du dich durch die Hollows kämpfst. Monochrome wird zu Polychrome für Signalsuchen.',
  'razer-gold':
    'Eine Razer-Gold-PIN, die ein Razer-Gold-Wallet auflädt: akzeptiert in Tausenden von Spielen, und jeder Kauf bringt Razer Silver.',
  efootball:
    'Free-to-play-Fußball mit lizenzierten Vereinen und Legenden: Stelle ein Dream Team zusammen und spiele Online-Matches. Mit Coins verpflichtest du Spieler und kaufst Pakete.',
  'arena-breakout':
    'Ein kompromissloser Extraction-Shooter: Plündere, sammle Beute und komm lebend heraus, sonst verlierst du, was du dabei hattest. Bonds kaufen Ausrüstung, den Battle Pass und Kosmetik.',
  'love-and-deepspace':
    'Ein romantisches 3D-Science-Fiction-Abenteuer: Jage Wanderer und lerne die Männer von Linkon City kennen. Diamanten kaufen Deepspace-Wünsche und den Aurum Pass.',
  'delta-force':
    'Großangelegte Gefechte und Extraction-Einsätze zu Land, zu Wasser und in der Luft. Delta Coins kaufen Operator-Skins und den Kampfpass.',
  'magic-chess-go-go':
    'Ein Auto-Battler für acht Spieler mit den Helden aus Mobile Legends: Baue Synergien auf, setze deine Figuren und überstehe die Runde. Diamanten kaufen Kommandanten und Pässe.',
  'teamfight-tactics':
    'Riots rundenbasiertes Strategiespiel: Wähle Champions, baue dein Brett auf und tritt gegen sieben Gegner an. RP kaufen Kleine Legenden, Arenen und Pässe.',
  'stumble-guys':
    'Ein Knockout-Partyspiel für bis zu 32 Spieler: Renne, springe und stolpere durch chaotische Hindernisparcours. Juwelen kaufen Skins, Emotes und den Stumble Pass.',
  'marvel-snap':
    'Ein schnelles Sammelkartenspiel mit Marvel-Helden und -Schurken; ein Match dauert drei Minuten. Gold kauft den Season Pass und Varianten.',
  'sausage-man':
    'Ein Cartoon-Battle-Royale, in dem Würstchen abspringen, Waffen schnappen und sich feiernd zum Sieg kämpfen. Bonbons kaufen Outfits und den Gala Pass.',
  'lords-mobile':
    'Ein Echtzeit-Strategiespiel über den Aufbau eines Königreichs, Helden und Gildenkriege. Diamanten beschleunigen den Bau und kaufen Heldenpakete.',
  'ragnarok-x':
    'Die klassische Welt von Ragnarok Online als Mobile-MMORPG, mit Berufen, Gilden und MVP-Jagden. Diamanten kaufen Kostüme und die Monatskarte.',
  'playstation-store':
    'Ein PlayStation-Store-Code, der einem PlayStation-Network-Wallet Guthaben für Spiele, Add-ons und PlayStation Plus gutschreibt.',
  'garena-shells':
    'Mit Garena Shells bezahlst du Items in Spielen und Diensten von Garena in Südostasien und Taiwan. Die Gutschein-PIN kommt per E-Mail.',
  'ea-sports-fc-mobile':
    'Stelle dein Ultimate Team aus Tausenden lizenzierten Spielern, Vereinen und Ligen zusammen und spiele im direkten Duell. FC Points kaufen Packs und den Season Pass.',
  'top-eleven':
    'Führe deinen eigenen Fußballverein: Verpflichte Spieler, lege die Taktik fest, trainiere die Mannschaft und spiele Live-Matches gegen andere Manager. Token beschleunigen Training und Transfers.',
};
