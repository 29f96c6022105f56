export const da: Record<string, string> = {
  'mobile-legends':
    'Mobil-MOBA i 5v5: vælg en helt, dan hold og pres frem i lanes i kampe på ti minutter. Diamanter låser op for helte, skins og battle pass.',
  'free-fire':
    'Halvtreds spillere lander på en afsides ø og kæmper i ti minutter om at være den sidste, der står tilbage. Diamanter køber figurer, kæledyr og Elite Pass.',
  'pubg-mobile':
    'Den originale battle royale på mobilen: hundrede spillere, ét kort, én vinder. Med UC betaler du for Royale Pass, outfits og våbenskins.',
  'genshin-impact':
    'Et actionrollespil i en åben verden på tværs af Teyvats syv nationer. Genesis Crystals veksles til Primogems til ønsker og Battle Pass.',
  roblox:
    'En digital gavekortkode til Roblox, der kan indløses til Robux til avatargenstande og oplevelser. Koden sendes via e-mail efter betaling.',
  valorant:
    'Et karakterbaseret taktisk skydespil i 5v5, hvor præcist skyderi møder unikke agentevner. For Valorant Points køber du våbenskins og agenter.',
  'honor-of-kings': 'Verdens mest spillede mobil-MOBA med helte hentet fra legenderne. Tokens køber helte, skins og Honor Pass.',
  'call-of-duty-mobile':
    'Klassiske Call of Duty-multiplayerbaner og en battle royale for 100 spillere, bygget til telefonen. CP køber Battle Pass, operatører og våbenblueprints.',
  'honkai-star-rail':
    'Et turbaseret rumfantasy-rollespil om bord på Astral Express. Oneiric Shards veksles til Stellar Jade til warps og passet Nameless Honor.',
  'steam-wallet':
    'En Steam Wallet-kode, der sætter penge ind på en Steam-konto til spil, DLC og genstande i spillene. Koden sendes via e-mail efter betaling.',
  'google-play': 'En Google Play-gavekode til apps, spil, køb i apps, bøger og film på Android. Indløs den i Play Butik.',
  'wild-rift':
    'League of Legends genopbygget til mobilen: hurtige 5v5-kampe med styring med to joysticks. Wild Cores køber champions, skins og Wild Pass.',
  'brawl-stars':
    'Hurtige holdkampe på tre minutter med et persongalleri af Brawlers, hver med sin egen super. Ædelsten køber Brawl Pass, skins og Brawlers.',
  'clash-of-clans':
    'Byg en landsby, træn tropper og angrib andre spilleres baser sammen med din klan. Ædelsten sætter fart på bygherrerne og køber Gold Pass.',
  'clash-royale':
    'Kortdueller i realtid: sæt tropper og besværgelser ind for at vælte modstanderens kongetårn. Ædelsten køber kister, Pass Royale og emotes.',
  'zenless-zone-zero':
    'Et stilfuldt actionspil med urban fantasy i New Eridu, hvor du kæmper dig gennem Hollows. Monochrome veksles til Polychrome til signalsøgninger.',
  'razer-gold':
    'En Razer Gold-PIN, der fylder en Razer Gold-wallet op. Den accepteres i tusindvis af spil og giver Razer Silver ved hvert køb.',
  efootball:
    'Gratis fodbold med licenserede klubber og legender: byg et Dream Team og spil kampe online. For Coins henter du spillere og køber pakker.',
  'arena-breakout':
    'En hardcore extraction-shooter: tag på raid, saml bytte og kom levende ud, ellers mister du det, du havde med ind. Bonds køber udstyr, battle pass og kosmetik.',
  'love-and-deepspace':
    'Et romantisk sci-fi-eventyr i 3D: jag Wanderers og lær mændene i Linkon City at kende. Diamanter køber Deepspace Wishes og Aurum Pass.',
  'delta-force':
    'Storstilet krigsførelse og extraction-operationer til lands, til vands og i luften. Delta Coins køber operatørskins og kamppasset.',
  'magic-chess-go-go':
    'En auto battler for otte spillere med helte fra Mobile Legends: byg synergier, placer dine brikker og hold længst ud i lobbyen. Diamanter køber kommandører og pas.',
  'teamfight-tactics':
    'Riots rundebaserede strategispil: vælg champions, byg dit bræt op og kæmp mod syv modstandere. RP køber Little Legends, arenaer og pas.',
  'stumble-guys':
    'Et knockout-partyspil for op til 32 spillere: løb, dyk og snub dig gennem kaotiske forhindringsbaner. Ædelsten køber skins, emotes og Stumble Pass.',
  'marvel-snap': 'Et hurtigt samlekortspil med Marvels helte og skurke; en kamp varer tre minutter. Guld køber Season Pass og varianter.',
  'sausage-man':
    'En tegneserie-battle royale, hvor pølser springer ud, snupper våben og fester sig vej til sejren. Slik køber outfits og Gala Pass.',
  'lords-mobile':
    'Et strategispil i realtid om at bygge et kongerige, helte og laugskrige. Diamanter sætter fart på byggeriet og køber heltepakker.',
  'ragnarok-x':
    'Den klassiske verden fra Ragnarok Online genopbygget som mobil-MMORPG med jobs, laug og MVP-jagter. Diamanter køber kostumer og månedskortet.',
  'playstation-store':
    'En PlayStation Store-kode, der sætter penge ind i en PlayStation Network-wallet til spil, tilføjelser og PlayStation Plus.',
  'garena-shells':
    'Med Garena Shells betaler du for genstande i Garenas spil og tjenester i Sydøstasien og Taiwan. Voucherens PIN-kode sendes via e-mail.',
  'ea-sports-fc-mobile':
    'Byg dit Ultimate Team af tusindvis af licenserede spillere, klubber og ligaer, og spil mod andre én mod én. FC Points køber pakker og sæsonpasset.',
  'top-eleven':
    'Styr din egen fodboldklub: hent spillere, læg taktikken, træn truppen og spil livekampe mod andre managere. Tokens sætter fart på træning og transfers.',
};
