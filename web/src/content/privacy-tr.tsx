import type { LegalDocumentContent } from './legal-document.tsx';

/** Gizlilik Bildirimi, Türkçe. */
export const PRIVACY_TR: LegalDocumentContent = {
  lang: 'tr',
  title: 'Gizlilik Bildirimi',
  date: { label: 'Son güncelleme:', text: '11/08/2024', iso: '2024-08-11' },
  intro: (
    <p>
      Bu bildirim, speechdeck hizmetinin web istemcisini, mobil uygulamalarını ve konuşma hizmetlerini
      kullandığınızda hangi kişisel verileri topladığını, neden topladığını, nerede ve ne kadar süre
      sakladığını ve bunları nasıl görebileceğinizi, düzeltebileceğinizi ve silebileceğinizi açıklar. Ses
      kayıtları kişisel veri, ses izleri ise biyometrik veridir; bu nedenle bunları 3. bölümde ayrıntılı
      olarak anlatıyoruz.
    </p>
  ),
  sections: [
    {
      title: 'Biz kimiz ve bu bildirim neyi kapsar',
      body: (
        <>
          <p>
            speechdeck, kendi sunucunuzda çalıştırılabilen, yapay zekâ destekli konuşma hizmetleri
            platformudur. Bu kurulum, burada işlenen kişisel verilerin veri sorumlusu olan bir işleten
            kuruluş (“biz”) tarafından çalıştırılır. İşleten kuruluşun ve veri koruma irtibat kişisinin
            iletişim bilgileri, bu kurulumu işleten kuruluş tarafından belirlenir.
          </p>
          <p>
            Bu bildirim speechdeck web istemcisini, mobil uygulamalarını, komut satırı istemcisini ve
            bunlar aracılığıyla erişilen hizmetleri kapsar: konuşma tanıma (tıbbi terimler dâhil), konuşma
            sentezi, konuşmacı kaydı ve tanıma, konuşmacı ayrıştırma ve takibi, anahtar kelime arama, ses
            klonlama, sohbet, özel ad tanıma, çeviri, çağrı kaydı ayırıcı ve kişisel ASR çalışma alanı.
          </p>
        </>
      ),
    },
    {
      title: 'Hangi bilgileri topluyoruz',
      body: (
        <dl>
          <dt>Hesap verileri</dt>
          <dd>
            Adınız ve soyadınız, e-posta adresiniz, parolanız (yalnızca tek yönlü özet olarak saklanır),
            rolünüz ve hesabınızın oluşturulma ve doğrulanma tarihleri.
          </dd>
          <dt>Sağladığınız içerik</dt>
          <dd>
            Yüklediğiniz veya kaydettiğiniz ses ve video dosyaları; sentez, çeviri, özel ad tanıma veya
            sohbet için girdiğiniz metinler; seçtiğiniz konuşmacı adları; aradığınız anahtar kelimeler ve
            sonuçlarda yaptığınız düzeltmeler.
          </dd>
          <dt>Sizin için üretilen sonuçlar</dt>
          <dd>
            Zaman bilgili dökümler, konuşmacı etiketleri, anahtar kelime eşleşmeleri, özel adlar,
            çeviriler, sentezlenen sesler, altyazılar ve konuşmacı ses izleri (3. bölüme bakınız).
          </dd>
          <dt>Teknik veriler</dt>
          <dd>
            Hizmeti işletmek ve güvenliğini sağlamak için sunucu kayıtlarında tutulan IP adresi, tarayıcı
            türü, isteklerin zamanı ve sonucu ile hata raporları.
          </dd>
          <dt>Mesajlar</dt>
          <dd>
            Size gönderdiğimiz e-postalar (doğrulama, parola sıfırlama, gönderilmesini istediğiniz
            sentezlenmiş ses) ve bize gönderdiğiniz mesajlar.
          </dd>
        </dl>
      ),
    },
    {
      title: 'Ses kayıtları, dökümler ve ses izleri: neleri saklıyoruz ve nasıl silinir',
      body: (
        <>
          <p>
            Bu kurulumun konuşma motorları kendi sunucularında çalışır: işleten kuruluş harici bir motor
            bağlamadıkça (6. bölüme bakınız) kayıtlarınız tanıma veya sentez için üçüncü taraf bir buluta
            gönderilmez. Hizmetin sakladıkları:
          </p>
          <dl>
            <dt>Yüklenen kayıtlar</dt>
            <dd>
              Konuşma tanıma, tıbbi terim tanıma, konuşmacı ayrıştırma, takip veya anahtar kelime arama için
              gönderdiğiniz dosyalar, sonuçlarıyla birlikte dinleyebilmeniz için sunucuda, yalnızca sizin
              hesabınızda ve üretilmiş dosya adlarıyla saklanır. Yalnızca dönüştürmek için yüklediğiniz
              dosyalar (örneğin bir çağrı kaydını kanallara bölmek için) yalnızca sonuç üretilip size
              teslim edilene kadar tutulur.
            </dd>
            <dt>Dökümler ve sonuçlar</dt>
            <dd>
              Her tanımanın metni, bölümleri ve zamanları, konuşmacı etiketleri, anahtar kelimeler, özel ad
              etiketleri ve düzeltmeleriniz, ASR çalışma alanınızda ve aranabilmeleri için bir arama
              dizininde saklanır. Bunları yalnızca siz ve destek ile yasal gerekçelerle işleten kuruluşun
              yöneticileri görebilir.
            </dd>
            <dt>Konuşmacı ses izleri</dt>
            <dd>
              Bir konuşmacı kaydettiğinizde hizmet, kayıt örneğinden sesi tanımlayan sayılardan oluşan bir
              ses izi hesaplar ve seçtiğiniz adla birlikte saklar. Ses izi yalnızca o konuşmacıyı sizin
              kayıtlarınızda tanımak için kullanılır ve hiçbir zaman başka hesaplarla paylaşılmaz. Ses
              klonlama için verilen örnek kayıtlar da aynı şekilde ele alınır.
            </dd>
            <dt>Metinler ve üretilen sesler</dt>
            <dd>
              Sentez, çeviri, özel ad tanıma ve sohbet için gönderilen metinler yanıtı üretmek için işlenir.
              Bir sayfa geçmiş tutuyorsa bu geçmiş, siz silene kadar hesabınızda saklanır.
            </dd>
          </dl>
          <p>Nasıl silinir:</p>
          <ul>
            <li>
              <strong>Bir kayıt ve dökümü:</strong> sonucu ASR çalışma alanınızda (veya Sonuçları Analiz Et
              altında) siliniz. Ses dosyası, döküm ve arama kayıtları birlikte silinir.
            </li>
            <li>
              <strong>Bir ses izi:</strong> Konuşmacı Kaydı sayfasında konuşmacıyı siliniz. Ses izi ve kayıt
              örneği silinir; konuşmacı artık tanınmaz.
            </li>
            <li>
              <strong>Her şey:</strong> hesabınızın silinmesini isteyiniz. Tüm kayıtlar, dökümler, ses
              izleri, klonlanmış sesler ve hesap verileri silinir.
            </li>
            <li>
              Sakladığınız bir şey bir sayfadan silinemiyorsa işleten kuruluştan isteyiniz: talebinizden
              itibaren 30 gün içinde sileriz.
            </li>
          </ul>
          <p>İşleten kuruluş yedek tutuyorsa, silinen veriler yedekler yenilendiğinde onlardan da kalkar.</p>
        </>
      ),
    },
    {
      title: 'Bilgilerinizi neden işliyoruz',
      body: (
        <ul>
          <li>hesabınızı oluşturmak ve yönetmek, e-posta adresinizi doğrulamak ve parolanızı sıfırlamanızı sağlamak;</li>
          <li>kullandığınız konuşma hizmetlerini sunmak ve sonuçlarını sizin için saklamak;</li>
          <li>istediğiniz e-postaları ve hizmetle ilgili önemli bildirimleri göndermek;</li>
          <li>hizmetin güvenliğini sağlamak, kötüye kullanımı önlemek ve hataları incelemek;</li>
          <li>yetkili makamların hukuka uygun taleplerini yanıtlamak dâhil yasal yükümlülüklerimizi yerine getirmek.</li>
        </ul>
      ),
    },
    {
      title: 'Hukuki sebepler',
      body: (
        <>
          <p>
            Kişisel verileri 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve size uygulandığı
            ölçüde AB Genel Veri Koruma Tüzüğü (GDPR) uyarınca işleriz. Hukuki sebeplerimiz şunlardır:
          </p>
          <ul>
            <li>sizinle yaptığımız sözleşmenin ifası (hesap, hizmetler, sonuçlar);</li>
            <li>yasal yükümlülüklerimiz (örneğin kayıt tutma ve makamların talepleri);</li>
            <li>güvenli ve çalışan bir hizmet konusundaki meşru menfaatimiz (sunucu kayıtları, kötüye kullanımın önlenmesi);</li>
            <li>
              biyometrik veriler için açık rızanız: ses izleri ve ses klonları yalnızca siz başlattığınızda
              oluşturulur; bunları silerek rızanızı istediğiniz zaman geri alabilirsiniz.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Bilgilerinizi kimlerle paylaşıyoruz',
      body: (
        <>
          <p>Kişisel verilerinizi satmayız ve içeriğinizi model eğitmek için kullanmayız. Yalnızca şu durumlarda paylaşırız:</p>
          <ul>
            <li>
              sözleşmeyle bizim için çalışan hizmet sağlayıcılarla; örneğin bir e-posta gönderim sağlayıcısı
              veya işleten kuruluş bağladıysa tanıma, sentez, sohbet ya da çeviri için harici bir motor. Bu
              sağlayıcılar yalnızca iş için gerekeni alır, örneğin sohbete yazdığınız metni;
            </li>
            <li>kanunun gerektirdiği durumlarda yetkili makamlarla;</li>
            <li>hizmet devredilirse, aynı korumalar altında devralan kuruluşla.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Verileriniz nerede saklanır',
      body: (
        <p>
          Bu kurulumun sunucuları Türkiye’dedir; verileriniz orada saklanır ve işlenir. Kişisel verileri
          yurt dışına yalnızca kanunun izin verdiği hâllerde, örneğin açık rızanızla veya uygun güvencelerle
          aktarırız. 6. bölümde anılan bir sağlayıcı yurt dışındaysa, onu kullanan hizmet ona bir şey
          göndermeden önce sizi bilgilendiririz.
        </p>
      ),
    },
    {
      title: 'Bilgilerinizi ne kadar süre saklıyoruz',
      body: (
        <ul>
          <li>Hesap verileri: hesabınız var olduğu sürece.</li>
          <li>Kayıtlar, dökümler, ses izleri ve diğer içerikler: siz onları veya hesabınızı silene kadar.</li>
          <li>Yalnızca dönüştürme için yüklenen dosyalar: sonuç teslim edilene kadar.</li>
          <li>Sunucu kayıtları: sınırlı bir süre, güvenlik ve hata incelemesi için gerekenden uzun değil.</li>
          <li>Kanunen saklamamız gereken veriler: kanunun belirlediği süre boyunca ve yalnızca o amaçla.</li>
        </ul>
      ),
    },
    {
      title: 'Bilgilerinizi nasıl koruyoruz',
      body: (
        <p>
          Parolalar yalnızca tuzlanmış tek yönlü özetler olarak saklanır. Her hizmet çağrısı oturum
          anahtarınızı gerektirir ve sunucu yalnızca kendi verilerinize erişebildiğinizi denetler. Kayıtlar
          özgün dosya adlarıyla değil, üretilmiş adlarla saklanır. Yöneticilerin erişimi destek ve yasal
          görevlerin gerektirdiğiyle sınırlıdır. Hiçbir sistem kusursuz değildir; bir ihlal verilerinizi
          etkilerse sizi ve yetkili makamları kanunun öngördüğü şekilde bilgilendiririz.
        </p>
      ),
    },
    {
      title: '18 yaşından küçük kullanıcılar',
      body: (
        <>
          <p>
            Hizmetlerimiz 18 yaş ve üzeri kullanıcılar içindir. Reşit olmayanlar hizmetleri yalnızca
            ebeveyn veya yasal vasilerinin onayıyla kullanabilir; bu kullanımdan ebeveyn veya vasi
            sorumludur. Hizmet 13 yaşın altındaki çocuklara yönelik değildir (Çocuk Güvenliği Standartları
            Beyanımıza bakınız).
          </p>
          <p>
            18 yaşından küçük bir kullanıcıdan vasi onayı olmadan veri topladığımızı tespit edersek hesabı
            devre dışı bırakır ve verileri sileriz. Bir reşit olmayanın onay olmadan bize veri verdiğini
            düşünüyorsanız lütfen işleten kuruluşa bildiriniz.
          </p>
        </>
      ),
    },
    {
      title: 'Haklarınız',
      body: (
        <>
          <p>KVKK’nın 11. maddesi ve uygulandığı ölçüde GDPR uyarınca şu haklara sahipsiniz:</p>
          <ul>
            <li>kişisel verilerinizin işlenip işlenmediğini öğrenmek, işlenmişse bilgi ve bir kopyasını talep etmek;</li>
            <li>işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenmek;</li>
            <li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilmek;</li>
            <li>eksik veya yanlış işlenmiş verilerin düzeltilmesini, verilerin silinmesini veya yok edilmesini istemek;</li>
            <li>düzeltme veya silme işlemlerinin aktarıldığı üçüncü kişilere bildirilmesini istemek;</li>
            <li>yalnızca otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etmek;</li>
            <li>kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etmek;</li>
            <li>verdiğiniz bir rızayı ileriye dönük olarak istediğiniz zaman geri almak.</li>
          </ul>
          <p>
            Bunların birçoğunu kendiniz kullanabilirsiniz: panonuz hesap verilerinizi gösterir, 3. bölüm
            içeriğin nasıl silineceğini açıklar. Diğer her şey için işleten kuruluşla iletişime geçiniz;
            30 gün içinde yanıt veririz. Ayrıca Kişisel Verileri Koruma Kurumuna veya yaşadığınız yerin
            veri koruma otoritesine şikâyette bulunabilirsiniz.
          </p>
        </>
      ),
    },
    {
      title: 'Çerezler ve yerel depolama',
      body: (
        <>
          <p>Web istemcisi yalnızca çalışması için gerekenleri kullanır:</p>
          <ul>
            <li>
              <strong>Yerel depolama:</strong> giriş yaptıktan sonra oturumunuzun açık kalması için oturum
              anahtarınız, adınız, e-posta adresiniz ve rolünüz tarayıcınızda tutulur. Çıkış yapınca
              silinir. Dil seçiminiz de hatırlanır.
            </li>
            <li>
              <strong>Güvenlik çerezi:</strong> siteler arası istek sahteciliğine karşı isteklerinizi koruyan
              bir sahtecilik önleme anahtarı içeren çerez.
            </li>
          </ul>
          <p>
            Web istemcisi reklam veya analiz çerezi kullanmaz. Mobil uygulamalarımız reklam gösterirse, bu
            reklamlara reklam ağının kendi gizlilik bildirimi uygulanır.
          </p>
        </>
      ),
    },
    {
      title: 'Bu bildirimdeki değişiklikler ve iletişim',
      body: (
        <>
          <p>
            Bu bildirimi hizmet veya mevzuat değiştiğinde güncelleriz. Sayfanın başındaki tarih geçerli
            sürümü gösterir; önemli değişiklikleri yürürlüğe girmeden önce size bildiririz.
          </p>
          <p>
            Bu bildirim veya verileriniz hakkındaki sorularınız için bu kurulumu işleten kuruluşla iletişime
            geçiniz. İletişim bilgileri kurulumu işleten kuruluş tarafından belirlenir.
          </p>
        </>
      ),
    },
  ],
};
