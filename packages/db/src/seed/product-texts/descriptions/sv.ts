export const sv: Record<string, string> = {
  'mobile-legends':
    'Mobil-MOBA i 5v5: välj en hjälte, bilda lag och tryck fram i lanes i matcher på tio minuter. Diamanter låser upp hjältar, skins och battle pass.',
  'free-fire':
    'Femtio spelare landar på en avlägsen ö och kämpar i tio minuter om att bli den sista som står kvar. Diamanter köper karaktärer, husdjur och Elite Pass.',
  'pubg-mobile':
    'Originalet bland battle royale-spel i mobilen: hundra spelare, en karta, en vinnare. Med UC betalar du Royale Pass, outfits och vapenskins.',
  'genshin-impact':
    'Ett actionrollspel i öppen värld genom Teyvats sju nationer. Genesis Crystals omvandlas till Primogems för önskningar och Battle Pass.',
  roblox:
    'En digital presentkortskod för Roblox som löses in mot Robux att använda på avatarföremål och upplevelser. Koden skickas via e-post efter betalningen.',
  valorant:
    'Ett karaktärsbaserat taktiskt skjutspel i 5v5 där precist skytte möter unika agentförmågor. Med Valorant Points köper du vapenskins och agenter.',
  'honor-of-kings': 'Världens mest spelade mobil-MOBA, med hjältar hämtade ur legenderna. Tokens köper hjältar, skins och Honor Pass.',
  'call-of-duty-mobile':
    'Klassiska multiplayerkartor från Call of Duty och en battle royale för 100 spelare, byggt för mobilen. CP köper Battle Pass, operatörer och vapenritningar.',
  'honkai-star-rail':
    'Ett turordningsbaserat rymdfantasy-rollspel ombord på Astral Express. Oneiric Shards omvandlas till Stellar Jade för warps och passet Nameless Honor.',
  'steam-wallet':
    'En kod till Steam-plånboken som sätter in pengar på ett Steam-konto för spel, DLC och föremål i spelen. Koden skickas via e-post efter betalningen.',
  'google-play': 'En presentkod för Google Play till appar, spel, köp i appar, böcker och filmer på Android. Lös in den i Play Butik.',
  'wild-rift':
    'League of Legends ombyggt för mobilen: snabba 5v5-matcher med tvåspaksstyrning. Wild Cores köper champions, skins och Wild Pass.',
  'brawl-stars':
    'Snabba lagstrider på tre minuter med ett gäng Brawlers, alla med sin egen super. Ädelstenar köper Brawl Pass, skins och Brawlers.',
  'clash-of-clans':
    'Bygg en by, träna trupper och plundra andra spelares baser tillsammans med din klan. Ädelstenar snabbar upp byggarna och köper Gold Pass.',
  'clash-royale':
    'Kortdueller i realtid: sätt in trupper och besvärjelser för att fälla motståndarens kungatorn. Ädelstenar köper kistor, Pass Royale och emotes.',
  'zenless-zone-zero':
    'Ett stilfullt actionspel med urban fantasy i New Eridu, där du slåss dig igenom Hollows. Monochrome omvandlas till Polychrome för signalsökningar.',
  'razer-gold':
    'En Razer Gold-PIN som fyller på en Razer Gold-plånbok. Den accepteras i tusentals spel och ger Razer Silver vid varje köp.',
  efootball:
    'Gratis fotboll med licensierade klubbar och legender: bygg ett Dream Team och spela matcher online. Med Coins värvar du spelare och köper paket.',
  'arena-breakout':
    'En hardcore extraction-shooter: gör räder, plocka byte och ta dig ut levande, annars förlorar du allt du hade med dig in. Bonds köper utrustning, battle pass och kosmetika.',
  'love-and-deepspace':
    'Ett romantiskt sci-fi-äventyr i 3D: jaga Wanderers och lär känna männen i Linkon City. Diamanter köper Deepspace Wishes och Aurum Pass.',
  'delta-force':
    'Storskalig krigföring och extraction-uppdrag på land, till sjöss och i luften. Delta Coins köper operatörsskins och stridspasset.',
  'magic-chess-go-go':
    'En auto battler för åtta spelare med hjältar från Mobile Legends: bygg synergier, placera dina pjäser och överlev längst i lobbyn. Diamanter köper befälhavare och pass.',
  'teamfight-tactics':
    'Riots rundbaserade strategispel: välj champions, bygg upp ditt bräde och möt sju motståndare. RP köper Little Legends, arenor och pass.',
  'stumble-guys':
    'Ett knockout-partyspel för upp till 32 spelare: spring, dyk och snubbla genom kaotiska hinderbanor. Ädelstenar köper skins, emotes och Stumble Pass.',
  'marvel-snap':
    'Ett snabbt samlarkortspel med Marvels hjältar och skurkar; en match tar tre minuter. Guld köper Season Pass och varianter.',
  'sausage-man':
    'En tecknad battle royale där korvar hoppar in, tar vapen och festar sig fram till segern. Godis köper outfits och Gala Pass.',
  'lords-mobile':
    'Ett strategispel i realtid om att bygga ett kungarike, hjältar och gillekrig. Diamanter snabbar upp byggen och köper hjältepaket.',
  'ragnarok-x':
    'Den klassiska världen från Ragnarok Online ombyggd som mobil-MMORPG, med yrken, gillen och MVP-jakter. Diamanter köper kostymer och månadskortet.',
  'playstation-store':
    'En kod till PlayStation Store som sätter in pengar i en PlayStation Network-plånbok för spel, tillägg och PlayStation Plus.',
  'garena-shells':
    'Med Garena Shells betalar du för föremål i Garenas spel och tjänster i Sydostasien och Taiwan. Kupongens PIN-kod skickas via e-post.',
  'ea-sports-fc-mobile':
    'Bygg ditt Ultimate Team av tusentals licensierade spelare, klubbar och ligor och möt andra i direkta dueller. FC Points köper paket och säsongspasset.',
  'top-eleven':
    'Styr din egen fotbollsklubb: värva spelare, bestäm taktiken, träna truppen och spela livematcher mot andra managers. Tokens snabbar upp träning och övergångar.',
};
