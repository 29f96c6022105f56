export const nb: Record<string, string> = {
  'mobile-legends':
    'Mobil-MOBA i 5v5: velg en helt, dann lag og press fram i lanes i kamper på ti minutter. Diamanter låser opp helter, skins og battle pass.',
  'free-fire':
    'Femti spillere lander på en avsidesliggende øy og kjemper i ti minutter om å bli den siste som står igjen. Diamanter kjøper karakterer, kjæledyr og Elite Pass.',
  'pubg-mobile':
    'Den originale battle royale på mobil: hundre spillere, ett kart, én vinner. Med UC betaler du for Royale Pass, antrekk og våpenskins.',
  'genshin-impact':
    'Et actionrollespill i åpen verden på tvers av Teyvats sju nasjoner. Genesis Crystals veksles til Primogems for ønsker og Battle Pass.',
  roblox:
    'En digital gavekortkode for Roblox som kan løses inn mot Robux til avatargjenstander og opplevelser. Koden sendes på e-post etter betaling.',
  valorant:
    'Et karakterbasert taktisk skytespill i 5v5 der presis skyting møter unike agentevner. Med Valorant Points kjøper du våpenskins og agenter.',
  'honor-of-kings': 'Verdens mest spilte mobil-MOBA, med helter hentet fra legendene. Tokens kjøper helter, skins og Honor Pass.',
  'call-of-duty-mobile':
    'Klassiske Call of Duty-flerspillerkart og en battle royale for 100 spillere, laget for mobilen. CP kjøper Battle Pass, operatører og våpenblueprints.',
  'honkai-star-rail':
    'Et turbasert romfantasy-rollespill om bord på Astral Express. Oneiric Shards veksles til Stellar Jade for warps og passet Nameless Honor.',
  'steam-wallet':
    'En Steam Wallet-kode som setter inn penger på en Steam-konto til spill, DLC og gjenstander i spillene. Koden sendes på e-post etter betaling.',
  'google-play': 'En Google Play-gavekode for apper, spill, kjøp i apper, bøker og filmer på Android. Løs den inn i Play Butikk.',
  'wild-rift': 'League of Legends bygd om for mobil: raske 5v5-kamper med tospaksstyring. Wild Cores kjøper champions, skins og Wild Pass.',
  'brawl-stars':
    'Raske lagkamper på tre minutter med en gjeng Brawlers, hver med sin egen super. Edelstener kjøper Brawl Pass, skins og Brawlers.',
  'clash-of-clans':
    'Bygg en landsby, tren tropper og angrip andre spilleres baser sammen med klanen din. Edelstener gjør byggerne raskere og kjøper Gold Pass.',
  'clash-royale':
    'Kortdueller i sanntid: sett inn tropper og trylleformler for å velte motstanderens kongetårn. Edelstener kjøper kister, Pass Royale og emotes.',
  'zenless-zone-zero':
    'Et stilig actionspill med urban fantasy i New Eridu, der du kjemper deg gjennom Hollows. Monochrome veksles til Polychrome for signalsøk.',
  'razer-gold':
    'En Razer Gold-PIN som fyller på en Razer Gold-lommebok. Den godtas i tusenvis av spill og gir Razer Silver ved hvert kjøp.',
  efootball:
    'Gratis fotball med lisensierte klubber og legender: bygg et Dream Team og spill kamper på nett. Med Coins henter du spillere og kjøper pakker.',
  'arena-breakout':
    'En hardcore extraction-shooter: dra på raid, samle bytte og kom deg levende ut, ellers mister du det du hadde med deg inn. Bonds kjøper utstyr, battle pass og kosmetikk.',
  'love-and-deepspace':
    'Et romantisk sci-fi-eventyr i 3D: jakt på Wanderers og bli kjent med mennene i Linkon City. Diamanter kjøper Deepspace Wishes og Aurum Pass.',
  'delta-force':
    'Storskala krigføring og extraction-operasjoner til lands, til vanns og i luften. Delta Coins kjøper operatørskins og kamppasset.',
  'magic-chess-go-go':
    'En auto battler for åtte spillere med helter fra Mobile Legends: bygg synergier, plasser brikkene dine og hold ut lengst i lobbyen. Diamanter kjøper kommandanter og pass.',
  'teamfight-tactics':
    'Riots rundebaserte strategispill: velg champions, bygg opp brettet ditt og kjemp mot sju motstandere. RP kjøper Little Legends, arenaer og pass.',
  'stumble-guys':
    'Et knockout-partyspill for opptil 32 spillere: løp, dykk og snubl deg gjennom kaotiske hinderløyper. Edelstener kjøper skins, emotes og Stumble Pass.',
  'marvel-snap':
    'Et raskt samlekortspill med Marvels helter og skurker; en kamp varer i tre minutter. Gull kjøper Season Pass og varianter.',
  'sausage-man':
    'En tegneserieaktig battle royale der pølser hopper ut, griper våpen og fester seg fram til seier. Godteri kjøper antrekk og Gala Pass.',
  'lords-mobile':
    'Et sanntidsstrategispill om å bygge et kongerike, helter og laugskriger. Diamanter gjør byggingen raskere og kjøper heltepakker.',
  'ragnarok-x':
    'Den klassiske verdenen fra Ragnarok Online bygd om til et mobil-MMORPG, med yrker, laug og MVP-jakt. Diamanter kjøper kostymer og månedskortet.',
  'playstation-store':
    'En PlayStation Store-kode som setter inn penger i en PlayStation Network-lommebok til spill, tillegg og PlayStation Plus.',
  'garena-shells':
    'Med Garena Shells betaler du for gjenstander i Garenas spill og tjenester i Sørøst-Asia og Taiwan. PIN-koden til kupongen sendes på e-post.',
  'ea-sports-fc-mobile':
    'Bygg ditt Ultimate Team av tusenvis av lisensierte spillere, klubber og ligaer, og spill mot andre én mot én. FC Points kjøper pakker og sesongpasset.',
  'top-eleven':
    'Styr din egen fotballklubb: hent spillere, legg taktikken, tren troppen og spill direktekamper mot andre managere. Tokens gjør trening og overganger raskere.',
};
