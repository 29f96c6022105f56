export const fi: Record<string, string> = {
  'mobile-legends':
    'Mobiilin 5v5-MOBA: valitse sankari, muodosta joukkue ja työnnä linjoja kymmenen minuutin otteluissa. Timanteilla avaat sankareita, skinejä ja battle passin.',
  'free-fire':
    'Viisikymmentä pelaajaa laskeutuu syrjäiselle saarelle kymmenen minuutin taistoon siitä, kuka jää viimeisenä henkiin. Timanteilla ostat hahmoja, lemmikkejä ja Elite Passin.',
  'pubg-mobile':
    'Alkuperäinen battle royale mobiilissa: sata pelaajaa, yksi kartta, yksi voittaja. UC:lla maksat Royale Passin, asut ja aseskinit.',
  'genshin-impact':
    'Avoimen maailman toimintaroolipeli Teyvatin seitsemän kansakunnan halki. Genesis Crystals vaihdetaan Primogems-valuutaksi toiveisiin ja Battle Passiin.',
  roblox:
    'Digitaalinen Roblox-lahjakorttikoodi, jonka lunastat Robux-valuutaksi avatar-esineisiin ja kokemuksiin. Koodi toimitetaan sähköpostitse maksun jälkeen.',
  valorant:
    'Hahmopohjainen taktinen 5v5-räiskintäpeli, jossa tarkka ammunta kohtaa agenttien ainutlaatuiset kyvyt. Valorant Points -pisteillä ostat aseskinejä ja agentteja.',
  'honor-of-kings':
    'Maailman pelatuin mobiili-MOBA, jonka sankarit on ammennettu legendoista. Tokeneilla ostat sankareita, skinejä ja Honor Passin.',
  'call-of-duty-mobile':
    'Klassiset Call of Duty -moninpelikartat ja 100 pelaajan battle royale puhelimelle tehtynä. CP:llä ostat Battle Passin, operaattoreita ja asepiirustuksia.',
  'honkai-star-rail':
    'Vuoropohjainen avaruusfantasiaroolipeli Astral Expressin kyydissä. Oneiric Shards vaihdetaan Stellar Jade -valuutaksi warppeihin ja Nameless Honor -passiin.',
  'steam-wallet':
    'Steam Wallet -koodi, joka lisää Steam-tilille varoja peleihin, DLC-sisältöihin ja pelinsisäisiin esineisiin. Koodi toimitetaan sähköpostitse maksun jälkeen.',
  'google-play':
    'Google Play -lahjakoodi Androidin sovelluksiin, peleihin, sovelluksen sisäisiin ostoihin, kirjoihin ja elokuviin. Lunasta se Play Kaupassa.',
  'wild-rift':
    'League of Legends uudelleen rakennettuna mobiiliin: nopeita 5v5-otteluita kahden tatin ohjauksella. Wild Cores -valuutalla ostat championeja, skinejä ja Wild Passin.',
  'brawl-stars':
    'Nopeita kolmen minuutin joukkuetaisteluja Brawlerien kanssa, joilla jokaisella on oma superkykynsä. Jalokivillä ostat Brawl Passin, skinejä ja Brawlereita.',
  'clash-of-clans':
    'Rakenna kylä, kouluta joukkoja ja hyökkää klaanisi kanssa muiden pelaajien tukikohtiin. Jalokivet nopeuttavat rakentajia, ja niillä ostat Gold Passin.',
  'clash-royale':
    'Reaaliaikaisia korttikaksintaisteluja: lähetä joukkoja ja loitsuja kaatamaan vastustajan kuningastorni. Jalokivillä ostat arkkuja, Pass Royalen ja emojeita.',
  'zenless-zone-zero':
    'Tyylikäs urbaani fantasiatoimintapeli New Eridussa, jossa taistelet tiesi Hollowien läpi. Monochrome vaihdetaan Polychrome-valuutaksi signaalihakuihin.',
  'razer-gold':
    'Razer Gold -PIN, joka lataa Razer Gold -lompakkoa. Se kelpaa tuhansissa peleissä, ja jokaisesta ostosta kertyy Razer Silveriä.',
  efootball:
    'Ilmainen jalkapallopeli lisensoiduilla seuroilla ja legendoilla: kokoa Dream Team ja pelaa otteluita verkossa. Kolikoilla hankit pelaajia ja ostat paketteja.',
  'arena-breakout':
    'Armoton extraction-räiskintä: tee ryöstöretki, kerää saalista ja pääse ulos hengissä – tai menetät kaiken, mitä toit mukanasi. Bonds-valuutalla ostat varusteita, battle passin ja kosmeettisia esineitä.',
  'love-and-deepspace':
    'Romanttinen 3D-scifiseikkailu: metsästä Wanderereita ja tutustu Linkon Cityn miehiin. Timanteilla ostat Deepspace Wishes -toiveita ja Aurum Passin.',
  'delta-force':
    'Laajamittaista sodankäyntiä ja extraction-operaatioita maalla, merellä ja ilmassa. Delta Coins -kolikoilla ostat operaattoriskinejä ja taistelupassin.',
  'magic-chess-go-go':
    'Kahdeksan pelaajan auto battler Mobile Legendsin sankareilla: rakenna synergioita, sijoita nappulasi ja selviydy aulassa viimeiseksi. Timanteilla ostat komentajia ja passeja.',
  'teamfight-tactics':
    'Riotin kierrospohjainen strategiapeli: valitse championeja, rakenna pelilautasi ja taistele seitsemää vastustajaa vastaan. RP:llä ostat Little Legends -hahmoja, areenoita ja passeja.',
  'stumble-guys':
    'Pudotuspeli jopa 32 pelaajalle: juokse, sukella ja kompuroi kaoottisten esteratojen läpi. Jalokivillä ostat skinejä, emojeita ja Stumble Passin.',
  'marvel-snap':
    'Nopea keräilykorttipeli Marvelin sankareilla ja roistoilla; ottelu kestää kolme minuuttia. Kullalla ostat Season Passin ja variantteja.',
  'sausage-man':
    'Sarjakuvamainen battle royale, jossa makkarat hyppäävät kentälle, nappaavat aseet ja juhlivat tiensä voittoon. Karkeilla ostat asuja ja Gala Passin.',
  'lords-mobile':
    'Reaaliaikainen strategiapeli valtakunnan rakentamisesta, sankareista ja kiltasodista. Timantit nopeuttavat rakentamista, ja niillä ostat sankaripaketteja.',
  'ragnarok-x':
    'Klassinen Ragnarok Online -maailma uudelleen rakennettuna mobiili-MMORPG:ksi, jossa on ammatteja, kiltoja ja MVP-jahteja. Timanteilla ostat asuja ja kuukausikortin.',
  'playstation-store':
    'PlayStation Store -koodi, joka lisää PlayStation Network -lompakkoon varoja peleihin, lisäosiin ja PlayStation Plus -jäsenyyteen.',
  'garena-shells':
    'Garena Shells -valuutalla maksat esineitä Garenan peleissä ja palveluissa Kaakkois-Aasiassa ja Taiwanissa. Lahjakortin PIN-koodi toimitetaan sähköpostitse.',
  'ea-sports-fc-mobile':
    'Kokoa Ultimate Team tuhansista lisensoiduista pelaajista, seuroista ja sarjoista ja pelaa kaksinkamppailuja. FC Points -pisteillä ostat paketteja ja kausipassin.',
  'top-eleven':
    'Johda omaa jalkapalloseuraasi: hanki pelaajia, päätä taktiikasta, valmenna joukkuetta ja pelaa live-otteluita muita managereita vastaan. Tokenit nopeuttavat harjoittelua ja siirtoja.',
};
